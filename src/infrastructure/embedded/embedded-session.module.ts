import { ContainerModule } from 'inversify';
import { EmbeddedAppSession } from '../../application/embedded/embedded-app-session';
import { EmbeddedTokens } from '../../application/embedded/tokens';

/** The deferred half of the embedded context (its frames' sessions): bound when the first page with a frame opens. */
export const embeddedSessionModule = () =>
  new ContainerModule(({ bind }) => {
    // One per frame: each page opens and closes its own.
    bind(EmbeddedTokens.EmbeddedAppSession).to(EmbeddedAppSession).inTransientScope();
  });
