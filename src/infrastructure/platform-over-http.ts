import type { PlatformAdapters } from './adapters';
import { CONTEXTS_OVER_HTTP } from './contexts-over-http.generated';
import { httpTransport } from './shared/over-http';

/** The operator's platform at `servicesBaseUrl`, over HTTP: every declared context's HTTP adapters. */
export const platformOverHttp = (servicesBaseUrl: string, fetch?: typeof globalThis.fetch): PlatformAdapters => ({
  transport: httpTransport(servicesBaseUrl, fetch),
  contexts: CONTEXTS_OVER_HTTP,
});
