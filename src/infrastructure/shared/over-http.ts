import type { Bind } from 'inversify';
import { SessionTokens } from '../../application/session/tokens';
import { SharedTokens } from '../../application/shared/tokens';
import type { SessionRejectionReporter } from '../../domain/session';
import type { PlatformReachabilityReporter } from '../../domain/shared/ports';
import type { AdapterFactory, Transport } from './adapter-factory';
import { HttpClient } from './http-client';
import { InfrastructureTokens } from './tokens';

/** An HTTP adapter, made over the one HTTP client. */
export const overHttp =
  <Port>(Adapter: new (http: HttpClient) => Port): AdapterFactory<Port> =>
  (context) =>
    new Adapter(context.get<HttpClient>(InfrastructureTokens.HttpClient));

/** The one HTTP client: the platform at `baseUrl`, every 401 of an authorised call reported to the session, every answer and lost connection to the reachability. */
export const httpTransport =
  (baseUrl: string, fetch: typeof globalThis.fetch = globalThis.fetch.bind(globalThis)): Transport =>
  (bind: Bind) => {
    bind(InfrastructureTokens.HttpClient)
      .toResolvedValue(
        (rejections: SessionRejectionReporter, reachability: PlatformReachabilityReporter) => new HttpClient({ baseUrl, fetch, rejections, reachability }),
        [SessionTokens.SessionRejections, SharedTokens.Reachability],
      )
      .inSingletonScope();
  };
