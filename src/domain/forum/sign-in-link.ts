/** What the forum sends a player here with (single sign-on in the style of DiscourseConnect). */
export interface ForumSignInRequest {
  readonly returnUrl: string | null;
  readonly sso: string | null;
  readonly sig: string | null;
}

const PAYLOAD = /^[A-Za-z0-9+/=_-]{1,4096}$/;
const SIGNATURE = /^[A-Za-z0-9+/=_-]{1,512}$/;

/**
 * FORUM-01: the link back to the forum, only when `returnUrl`, `sso` and `sig` are all present, and
 * only to one of the forum's own origins (never an open redirect); null otherwise.
 */
export const forumSignInLink = (request: ForumSignInRequest, forumOrigins: readonly string[]): string | null => {
  const { returnUrl, sso, sig } = request;
  if (returnUrl === null || sso === null || sig === null) return null;
  if (!PAYLOAD.test(sso) || !SIGNATURE.test(sig)) return null;
  let target: URL;
  try {
    target = new URL(returnUrl);
  } catch {
    return null;
  }
  if (target.username !== '' || target.password !== '' || !forumOrigins.includes(target.origin)) return null;
  target.searchParams.set('sso', sso);
  target.searchParams.set('sig', sig);
  return target.href;
};

export const forumSignInRequestOf = (search: URLSearchParams): ForumSignInRequest => ({
  returnUrl: search.get('returnUrl'),
  sso: search.get('sso'),
  sig: search.get('sig'),
});
