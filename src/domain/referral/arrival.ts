/** REF-01: the query keys that carry a referral token, first present wins in this order. */
export const REFERRAL_TOKEN_KEYS = ['myafftoken', 'referral', 'ref'] as const;
export const AFFILIATE_ID_KEY = 'affid';
export const SHARING_METHOD_KEY = 'extcmpid';
/** Every key a referral arrival may carry; `lang` is read (and left) by the language context. */
export const REFERRAL_QUERY_KEYS: readonly string[] = [...REFERRAL_TOKEN_KEYS, AFFILIATE_ID_KEY, SHARING_METHOD_KEY];

const WELCOME_PATH = /^\/welcome\/([^/]*)\/?$/;
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const AFFILIATE_DETAIL = /^[A-Za-z0-9_.-]{1,64}$/;

/** What an arrival's address says about a referral, each value already checked (anything else is dropped). */
export interface ReferralArrival {
  readonly token: string | null;
  readonly affiliateId: string | null;
  readonly sharingMethod: string | null;
}

export interface ArrivalAddress {
  readonly pathname: string;
  readonly search: string;
}

const checked = (value: string | null | undefined, pattern: RegExp): string | null => (value != null && pattern.test(value) ? value : null);

const welcomeTokenOf = (pathname: string): string | null | undefined => {
  const match = WELCOME_PATH.exec(pathname);
  if (match === null) return undefined;
  try {
    return decodeURIComponent(match[1] ?? '');
  } catch {
    return null;
  }
};

/** REF-01 and REF-06: the token (from `/welcome/{token}` or the first token key present), affiliate id and sharing method. */
export const readReferralArrival = ({ pathname, search }: ArrivalAddress): ReferralArrival => {
  const query = new URLSearchParams(search);
  const fromPath = welcomeTokenOf(pathname);
  const tokenKey = REFERRAL_TOKEN_KEYS.find((key) => query.has(key));
  const token = fromPath !== undefined ? fromPath : tokenKey === undefined ? null : query.get(tokenKey);
  return {
    token: checked(token, TOKEN),
    affiliateId: checked(query.get(AFFILIATE_ID_KEY), AFFILIATE_DETAIL),
    sharingMethod: checked(query.get(SHARING_METHOD_KEY), AFFILIATE_DETAIL),
  };
};

/**
 * The address without the referral's keys (other parameters kept, in order); `/welcome/{token}` becomes
 * the home page. Leading slashes are collapsed: `//host` would name another origin, which the address
 * bar refuses (and which must never be where an arrival leads).
 */
export const addressWithoutReferral = ({ pathname, search }: ArrivalAddress): string => {
  const query = new URLSearchParams(search);
  for (const key of REFERRAL_QUERY_KEYS) query.delete(key);
  const rest = query.toString();
  const path = WELCOME_PATH.test(pathname) ? '/' : pathname.replace(/^\/{2,}/, '/');
  return `${path}${rest === '' ? '' : `?${rest}`}`;
};
