import type { Bind } from 'inversify';
import { SessionTokens } from '../../application/session/tokens';
import type { SessionRejectionReporter } from '../../domain/session';
import type { AdapterFactory, Transport } from './adapter-factory';
import { HttpClient } from './http-client';
import { InfrastructureTokens } from './tokens';

/** An HTTP adapter, made over the one HTTP client. */
export const overHttp =
  <Port>(Adapter: new (http: HttpClient) => Port): AdapterFactory<Port> =>
  (context) =>
    new Adapter(context.get<HttpClient>(InfrastructureTokens.HttpClient));

/** The one HTTP client: the platform at `baseUrl`, every 401 of an authorised call reported to the session. */
export const httpTransport =
  (baseUrl: string, fetch: typeof globalThis.fetch = globalThis.fetch.bind(globalThis)): Transport =>
  (bind: Bind) => {
    bind(InfrastructureTokens.HttpClient)
      .toResolvedValue((rejections: SessionRejectionReporter) => new HttpClient({ baseUrl, fetch, rejections }), [SessionTokens.SessionRejections])
      .inSingletonScope();
  };
