/** Why a call to the platform did not give a usable answer. */
export type GatewayError =
  | { readonly code: 'NETWORK' }
  | { readonly code: 'TIMEOUT' }
  | { readonly code: 'ABORTED' }
  | { readonly code: 'UNAUTHORIZED' }
  | { readonly code: 'HTTP'; readonly status: number; readonly message?: string }
  | { readonly code: 'DECODE'; readonly detail: string };

export const httpError = (status: number, message?: string): GatewayError =>
  message === undefined ? { code: 'HTTP', status } : { code: 'HTTP', status, message };
