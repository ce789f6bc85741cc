import { ContainerModule } from 'inversify';
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { ConfigTokens } from '../../application/config/tokens';
import { SessionTokens } from '../../application/session/tokens';
import { NoticeService } from '../../application/shared/notices';
import { SharedTokens } from '../../application/shared/tokens';
import { VisibilityService } from '../../application/shared/visibility';
import type { SiteConfig } from '../../domain/config';
import type { SessionRejectionReporter } from '../../domain/session';
import type { Clock, Logger, PageVisibility } from '../../domain/shared/ports';
import { ConsoleLogger } from './console-logger';
import { DocumentPageVisibility } from './document-page-visibility';
import { FixedClock } from './fixed-clock';
import { HttpClient } from './http-client';
import { InMemoryPlatform } from './in-memory-platform';
import { ManualPageVisibility } from './manual-page-visibility';
import { RecordingLogger } from './recording-logger';
import { SystemClock } from './system-clock';
import { InfrastructureTokens } from './tokens';
import { bindBrowser, type Wiring } from './wiring';

export interface SharedModuleOptions {
  readonly config: SiteConfig;
  readonly wiring: Wiring;
  /** The transport over HTTP; the browser's own `fetch` when absent. */
  readonly fetch?: typeof fetch;
  /** Virtual time in tests; the real clock when absent. */
  readonly scheduler?: SchedulerLike;
  /** The in-memory platform a test set up; a new empty one when absent. */
  readonly platform?: InMemoryPlatform;
}

/** What every context uses: configuration, time, visibility, notices, and the way to the platform. */
export const sharedModule = ({ config, wiring, fetch, scheduler, platform }: SharedModuleOptions) =>
  new ContainerModule(({ bind }) => {
    bind(ConfigTokens.SiteConfig).toConstantValue(config);
    bind(SharedTokens.Scheduler).toConstantValue(scheduler ?? asyncScheduler);
    bindBrowser<Clock>(bind, SharedTokens.Clock, wiring, { real: SystemClock, fake: FixedClock });
    bindBrowser<PageVisibility>(bind, SharedTokens.PageVisibility, wiring, { real: DocumentPageVisibility, fake: ManualPageVisibility });
    bindBrowser<Logger>(bind, SharedTokens.Logger, wiring, { real: ConsoleLogger, fake: RecordingLogger });
    bind(SharedTokens.Notices).to(NoticeService).inSingletonScope();
    bind(SharedTokens.Visibility).to(VisibilityService).inSingletonScope();
    if (wiring.platform === 'http') {
      bind(InfrastructureTokens.HttpClient)
        .toResolvedValue(
          (rejections: SessionRejectionReporter) =>
            new HttpClient({ baseUrl: config.servicesBaseUrl, fetch: fetch ?? globalThis.fetch.bind(globalThis), rejections }),
          [SessionTokens.SessionRejections],
        )
        .inSingletonScope();
    } else {
      bind(InfrastructureTokens.InMemoryPlatform).toConstantValue(platform ?? new InMemoryPlatform());
    }
  });
