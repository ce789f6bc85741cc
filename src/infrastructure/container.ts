import 'reflect-metadata';
import { Container } from 'inversify';
import type { SchedulerLike } from 'rxjs';
import type { DeferredContext, DeferredContexts } from '../application/shared/deferred-contexts';
import { SharedTokens } from '../application/shared/tokens';
import type { SiteConfig } from '../domain/config';
import type { BrowserAdapters, Contexts, PlatformAdapters } from './adapters';
import { sharedModule } from './shared/shared.module';

export interface ContainerOptions {
  readonly config: SiteConfig;
  /** `platformOverHttp(…)` in the site; `platformInMemory(…)` in tests. */
  readonly platform: PlatformAdapters;
  /** `realBrowser` in the site; `fakeBrowser` in tests. */
  readonly browser: BrowserAdapters;
  /** Virtual time in tests; the real clock when absent. */
  readonly scheduler?: SchedulerLike;
}

/**
 * The composition root: the shared module, then every declared context (`<context>.context.ts`,
 * gathered into the platform's list of contexts), each binding its ports to the adapters given and its
 * application services. The eager ones are bound now; the deferred ones by `DeferredContexts.load`.
 * The site passes only HTTP and browser adapters, so no fake reaches its bundle.
 */
export const createContainer = ({ config, platform, browser, scheduler }: ContainerOptions): Container => {
  const container = new Container();
  container.load(
    sharedModule(config, platform.transport, browser, scheduler),
    ...Object.values(platform.contexts).flatMap((context) => (context.deferred ? [] : [context.module(browser)])),
  );
  container.bind<DeferredContexts>(SharedTokens.DeferredContexts).toConstantValue(deferredContexts(container, platform.contexts, browser));
  return container;
};

/**
 * Loads a deferred context's module and adapters (chunks of their own), and the deferred contexts it
 * needs, and binds them, once; a failed load may be tried again.
 */
const deferredContexts = (container: Container, contexts: Contexts, browser: BrowserAdapters): DeferredContexts => {
  const loading = new Map<DeferredContext, Promise<void>>();
  const loaded = new Set<DeferredContext>();
  const deferred: DeferredContexts = {
    isLoaded: (context) => loaded.has(context),
    load(context) {
      const known = loading.get(context);
      if (known !== undefined) return known;
      const declared = contexts[context];
      if (declared?.deferred !== true) return Promise.reject(new Error(`no deferred context '${context}'`));
      const load = Promise.all([declared.load(), ...declared.needs.map((need) => deferred.load(need as DeferredContext))]).then(([module]) => {
        container.load(module(browser));
        loaded.add(context);
      });
      loading.set(context, load);
      load.catch(() => loading.delete(context));
      return load;
    },
  };
  return deferred;
};
