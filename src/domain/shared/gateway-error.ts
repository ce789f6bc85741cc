/** Why a call to the platform did not give a usable answer. */
export type GatewayError =
  | { readonly code: 'NETWORK' }
  | { readonly code: 'TIMEOUT' }
  | { readonly code: 'ABORTED' }
  | { readonly code: 'UNAUTHORIZED' }
  /** `errorCode`: the platform's own code for the failure, when its body gave a readable one. */
  | { readonly code: 'HTTP'; readonly status: number; readonly message?: string; readonly errorCode?: string }
  | { readonly code: 'DECODE'; readonly detail: string };

export const httpError = (status: number, message?: string, errorCode?: string): GatewayError => ({
  code: 'HTTP',
  status,
  ...(message === undefined ? {} : { message }),
  ...(errorCode === undefined ? {} : { errorCode }),
});
