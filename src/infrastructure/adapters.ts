import type { ContainerModule } from 'inversify';
import type { LanguageStore } from '../domain/i18n';
import type { AdapterFactory, Transport } from './shared/adapter-factory';
import type { ContentBrowserAdapters } from './content/content.module';
import type { EmbeddedBrowserAdapters } from './embedded/embedded.module';
import type { GamesStores } from './games/games.module';
import type { HelpBrowserAdapters } from './help/help.module';
import type { PlayBrowserAdapters } from './play/play.module';
import type { SessionStores } from './session/session.module';
import type { SharedAdapters } from './shared/shared.module';

/** The browser's side: cookies, storage, visibility, time and logs; the real browser or fakes. */
export interface BrowserAdapters extends SharedAdapters, SessionStores, ContentBrowserAdapters, GamesStores, PlayBrowserAdapters, EmbeddedBrowserAdapters, HelpBrowserAdapters {
  readonly languageStore: AdapterFactory<LanguageStore>;
}

/** A context's container module, given its platform adapters and the browser's (`<context>.module.ts`). */
export type ContextModule<Adapters> = (adapters: Adapters, browser: BrowserAdapters) => ContainerModule;

/** A context bound from the start, in the site's first script. */
export interface EagerContext {
  readonly deferred: false;
  module(browser: BrowserAdapters): ContainerModule;
}

/** A context whose module and adapters are chunks of their own, loaded by `DeferredContexts.load`. */
export interface DeferredContext {
  readonly deferred: true;
  /** Deferred contexts loaded first. */
  readonly needs: readonly string[];
  load(): Promise<(browser: BrowserAdapters) => ContainerModule>;
}

/** Every declared context by name (`contexts-over-http.generated.ts` or `contexts-in-memory.generated.ts`). */
export type Contexts = Readonly<Record<string, EagerContext | DeferredContext>>;

/** The platform's side of every context: over HTTP in the site, in memory in tests. */
export interface PlatformAdapters {
  readonly transport: Transport;
  readonly contexts: Contexts;
}

/** An eager context over these adapters (the generated lists use it; the type checker checks the module takes them). */
export const eager = <Adapters>(module: ContextModule<Adapters>, adapters: Adapters): EagerContext => ({
  deferred: false,
  module: (browser) => module(adapters, browser),
});

/** A deferred context: its module and adapters load together, when it is first asked for. */
export const deferred = <Adapters>(needs: readonly string[], module: () => Promise<ContextModule<Adapters>>, adapters: () => Promise<Adapters>): DeferredContext => ({
  deferred: true,
  needs,
  load: async () => {
    const [contextModule, contextAdapters] = await Promise.all([module(), adapters()]);
    return (browser) => contextModule(contextAdapters, browser);
  },
});
