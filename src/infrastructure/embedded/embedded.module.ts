import { ContainerModule } from 'inversify';
import { EmbeddedAppSession } from '../../application/embedded/embedded-app-session';
import { EmbeddedTokens } from '../../application/embedded/tokens';
import { SharedTokens } from '../../application/shared/tokens';
import type { DocumentNavigator, LegacyFrameChannels } from '../../domain/embedded';
import type { Logger } from '../../domain/shared/ports';
import type { AdapterFactory } from '../shared/adapter-factory';

/**
 * The legacy application's side: its frames (over the window's `postMessage` in the site, in memory
 * in tests), loaded with the context, not in the first script.
 */
export interface EmbeddedAdapters {
  readonly frames: (logger: Logger) => LegacyFrameChannels;
}

/** The browser's side of the embedded legacy application: full page loads. */
export interface EmbeddedBrowserAdapters {
  readonly documentNavigator: AdapterFactory<DocumentNavigator>;
}

/** A deferred context (embedded.context.ts): bound when the first page with a legacy frame opens. */
export const embeddedModule = (adapters: EmbeddedAdapters, browser: EmbeddedBrowserAdapters) =>
  new ContainerModule(({ bind }) => {
    bind<LegacyFrameChannels>(EmbeddedTokens.LegacyFrameChannels)
      .toResolvedValue((logger: Logger) => adapters.frames(logger), [SharedTokens.Logger])
      .inSingletonScope();
    bind<DocumentNavigator>(EmbeddedTokens.DocumentNavigator).toDynamicValue(browser.documentNavigator).inSingletonScope();
    // One per frame: each page opens and closes its own.
    bind(EmbeddedTokens.EmbeddedAppSession).to(EmbeddedAppSession).inTransientScope();
  });
