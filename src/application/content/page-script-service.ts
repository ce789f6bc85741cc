import { inject, injectable } from 'inversify';
import { type SchedulerLike, type Subscription } from 'rxjs';
import type { AnalyticsDataLayer } from '../../domain/content';
import type { Logger } from '../../domain/shared/ports';
import { SharedTokens } from '../shared/tokens';
import { ContentTokens, PAGE_SCRIPT_DELAY_MS } from './tokens';

export interface PageScriptContext {
  readonly slug: string;
  readonly language: string;
}

type PageScript = (context: PageScriptContext, dataLayer: AnalyticsDataLayer) => void;

/**
 * CMS-04 (decided): the scripts a CMS page may name. They are the site's own code, picked by name
 * from this list; a page can never bring code of its own, so no remote script runs in the site.
 */
const PAGE_SCRIPTS: Readonly<Record<string, PageScript>> = {
  'page-view-widget': (context, dataLayer) => dataLayer.push({ event: 'widget_view', widget: 'page-view', page_slug: context.slug, language: context.language }),
  'promotion-impression': (context, dataLayer) => dataLayer.push({ event: 'promotion_impression', page_slug: context.slug, language: context.language }),
};

/** CMS-04: runs a page's scripts 50 ms after the page has loaded; unknown names are logged and skipped. */
@injectable()
export class PageScriptService {
  constructor(
    @inject(ContentTokens.AnalyticsDataLayer) private readonly dataLayer: AnalyticsDataLayer,
    @inject(SharedTokens.Scheduler) private readonly scheduler: SchedulerLike,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
  ) {}

  /** Schedules the scripts; the returned subscription cancels them if the page goes first. */
  pageLoaded(scripts: readonly string[], context: PageScriptContext): Subscription {
    return this.scheduler.schedule(() => {
      for (const name of scripts) {
        const script = Object.prototype.hasOwnProperty.call(PAGE_SCRIPTS, name) ? PAGE_SCRIPTS[name] : undefined;
        if (script === undefined) {
          this.logger.warn(`content: page ${context.slug} names a script the site does not have: ${name}`);
          continue;
        }
        try {
          script(context, this.dataLayer);
        } catch (error) {
          this.logger.warn(`content: page script ${name} failed`, error);
        }
      }
    }, PAGE_SCRIPT_DELAY_MS);
  }
}
