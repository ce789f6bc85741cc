// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieLanguageStore, LANGUAGE_COOKIE } from './cookie-language-store';

describe('the LANG cookie (LANG-01)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Cookies.remove(LANGUAGE_COOKIE, { path: '/' });
  });

  it('keeps the chosen language for a year on every path, sent when another site links back (Lax)', () => {
    const set = vi.spyOn(Cookies, 'set');
    new CookieLanguageStore().write('de');
    expect(set).toHaveBeenCalledWith('LANG', 'de', expect.objectContaining({ path: '/', sameSite: 'Lax', expires: 365 }));
    expect(new CookieLanguageStore().read()).toBe('de');
  });

  it('reads only what looks like a language code', () => {
    for (const value of ['de', 'pt-BR']) {
      document.cookie = `LANG=${value}; path=/`;
      expect(new CookieLanguageStore().read(), value).toBe(value);
    }
    for (const value of ['', 'deutsch', '<script>', 'de;x', '../en']) {
      document.cookie = `LANG=${encodeURIComponent(value)}; path=/`;
      expect(new CookieLanguageStore().read(), value).toBeNull();
    }
  });
});
