export const notFoundBody = { errorCode: 'NOT_FOUND' } as const;

export const sessionExpiredBody = { errorCode: 'SESSION_EXPIRED' } as const;
