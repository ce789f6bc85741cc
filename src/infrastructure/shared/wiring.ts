import type { Bind } from 'inversify';
import { SessionTokens } from '../../application/session/tokens';
import type { SessionRejectionReporter } from '../../domain/session';
import type { HttpClient } from './http-client';
import type { InMemoryPlatform } from './in-memory-platform';
import { InfrastructureTokens } from './tokens';

/** How one copy of the site meets the world. Production is `{ platform: 'http', browser: 'real' }`. */
export interface Wiring {
  /** The operator's platform over HTTP, or its in-memory stand-in (unit, component and acceptance tests). */
  readonly platform: 'http' | 'memory';
  /** The browser's cookies, storage, visibility and clock, or fakes a test drives. */
  readonly browser: 'real' | 'fake';
}

type HttpAdapter<Port> = new (http: HttpClient) => Port;
type MemoryAdapter<Port> = new (platform: InMemoryPlatform, rejections: SessionRejectionReporter) => Port;

/** Binds a platform port to its HTTP adapter or to its in-memory fake, as the wiring says. Name the port: both must implement it. */
export const bindGateway = <Port>(bind: Bind, token: symbol, wiring: Wiring, adapters: { readonly http: HttpAdapter<Port>; readonly memory: MemoryAdapter<Port> }): void => {
  const binding = bind<Port>(token);
  if (wiring.platform === 'http') {
    binding.toResolvedValue((http: HttpClient) => new adapters.http(http), [InfrastructureTokens.HttpClient]).inSingletonScope();
  } else {
    binding
      .toResolvedValue(
        (platform: InMemoryPlatform, rejections: SessionRejectionReporter) => new adapters.memory(platform, rejections),
        [InfrastructureTokens.InMemoryPlatform, SessionTokens.SessionRejections],
      )
      .inSingletonScope();
  }
};

/** Binds a browser port to the real browser's adapter or to a fake. Name the port: both must implement it. */
export const bindBrowser = <Port>(bind: Bind, token: symbol, wiring: Wiring, adapters: { readonly real: new () => Port; readonly fake: new () => Port }): void => {
  bind<Port>(token).toConstantValue(wiring.browser === 'real' ? new adapters.real() : new adapters.fake());
};
