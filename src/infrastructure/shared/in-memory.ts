import type { Bind } from 'inversify';
import { SessionTokens } from '../../application/session/tokens';
import type { SessionRejectionReporter } from '../../domain/session';
import type { AdapterFactory, Transport } from './adapter-factory';
import type { InMemoryPlatform } from './in-memory-platform';
import { InfrastructureTokens } from './tokens';

/** A fake of a platform port, over the in-memory platform; refusals are reported as the HTTP client reports a 401. */
export const inMemory =
  <Port>(Adapter: new (platform: InMemoryPlatform, rejections: SessionRejectionReporter) => Port): AdapterFactory<Port> =>
  (context) =>
    new Adapter(context.get<InMemoryPlatform>(InfrastructureTokens.InMemoryPlatform), context.get<SessionRejectionReporter>(SessionTokens.SessionRejections));

/** The in-memory platform a test set up, in place of the network. */
export const memoryTransport =
  (platform: InMemoryPlatform): Transport =>
  (bind: Bind) => {
    bind(InfrastructureTokens.InMemoryPlatform).toConstantValue(platform);
  };
