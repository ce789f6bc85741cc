export const notFoundBody = { errorCode: 'NOT_FOUND', message: 'Nothing is here.' } as const;

export const sessionExpiredBody = { errorCode: 'SESSION_EXPIRED', message: 'The session is unknown, expired or ended.' } as const;

/** The platform's error body: `{ errorCode, message }`. */
export interface ErrorBody {
  errorCode: string;
  message?: string;
}

/** The errorCode (and a fixed message: nothing from the request is echoed) of each client error status. */
const clientErrors: Readonly<Record<number, ErrorBody>> = {
  400: { errorCode: 'BAD_REQUEST', message: 'The request is malformed.' },
  404: { errorCode: 'NOT_FOUND', message: 'Nothing is here.' },
  405: { errorCode: 'METHOD_NOT_ALLOWED', message: 'This method is not allowed here.' },
  406: { errorCode: 'NOT_ACCEPTABLE', message: 'No answer in an acceptable type.' },
  408: { errorCode: 'REQUEST_TIMEOUT', message: 'The request took too long.' },
  411: { errorCode: 'LENGTH_REQUIRED', message: 'The request needs a Content-Length.' },
  413: { errorCode: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  414: { errorCode: 'URI_TOO_LONG', message: 'The address is too long.' },
  415: { errorCode: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json.' },
  429: { errorCode: 'TOO_MANY_REQUESTS', message: 'Too many requests: try again later.' },
  431: { errorCode: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: 'The request headers are too large.' },
};

/** The platform's body for an error status: a known client error, else BAD_REQUEST (4xx) or INTERNAL_ERROR. */
export function errorBodyFor(status: number): ErrorBody {
  return clientErrors[status] ?? (status < 500 ? { errorCode: 'BAD_REQUEST', message: 'The request was refused.' } : { errorCode: 'INTERNAL_ERROR' });
}
