import { describe, expect, it } from 'vitest';
import { forumSignInLink } from './sign-in-link';

const FORUM = 'https://community.example';
const complete = { returnUrl: `${FORUM}/session/sso_login`, sso: 'bm9uY2U9YWJj', sig: '2f8a9c' };

describe('forumSignInLink (FORUM-01)', () => {
  it('is the return URL carrying sso and sig when all three are present', () => {
    expect(forumSignInLink(complete, [FORUM])).toBe(`${FORUM}/session/sso_login?sso=bm9uY2U9YWJj&sig=2f8a9c`);
  });

  it.each(['returnUrl', 'sso', 'sig'] as const)('is not made without %s', (missing) => {
    expect(forumSignInLink({ ...complete, [missing]: null }, [FORUM])).toBeNull();
  });

  it('keeps the query the forum put in its return URL', () => {
    expect(forumSignInLink({ ...complete, returnUrl: `${FORUM}/sso?from=topic%2F12` }, [FORUM])).toBe(`${FORUM}/sso?from=topic%2F12&sso=bm9uY2U9YWJj&sig=2f8a9c`);
  });

  it.each([
    ['another site', 'https://evil.example/steal'],
    ['a look-alike host', 'https://community.example.evil.example/x'],
    ['credentials in the URL', 'https://user:pass@community.example/x'],
    ['plain http', 'http://community.example/x'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', '/session'],
    ['nonsense', 'not a url'],
  ])('is not made for %s', (_case, returnUrl) => {
    expect(forumSignInLink({ ...complete, returnUrl }, [FORUM])).toBeNull();
  });

  it('is not made for a payload or signature with markup or line breaks', () => {
    expect(forumSignInLink({ ...complete, sso: '<script>' }, [FORUM])).toBeNull();
    expect(forumSignInLink({ ...complete, sig: 'ab\r\nSet-Cookie: x=1' }, [FORUM])).toBeNull();
    expect(forumSignInLink({ ...complete, sso: 'a'.repeat(5000) }, [FORUM])).toBeNull();
  });
});
