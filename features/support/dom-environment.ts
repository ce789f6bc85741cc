import { JSDOM } from 'jsdom';

/**
 * A browser document for the scenarios that look at the rendered site or at browser cookies. It is
 * installed once, when this module is first imported (before Testing Library, which binds to the
 * document it finds), and wiped between scenarios by `resetDocument`.
 */
const ORIGIN = 'http://casino.test';
const dom = new JSDOM('<!doctype html><html lang="en"><head></head><body></body></html>', { url: `${ORIGIN}/`, pretendToBeVisual: true });
const browser = dom.window as unknown as Window & typeof globalThis;

const target = globalThis as unknown as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(browser)) {
  if (key in target || key.startsWith('_')) continue;
  target[key] = (browser as unknown as Record<string, unknown>)[key];
}
// Node 20 has no `navigator`; React reads it to detect the platform.
if (!('navigator' in target)) target.navigator = browser.navigator;
target.window = browser;
target.document = browser.document;
target.IS_REACT_ACT_ENVIRONMENT = true;

let desktop = true;

/** What `(min-width: 768px)`-style media queries answer: a desktop or a mobile screen. */
browser.matchMedia = (query: string): MediaQueryList =>
  ({
    matches: /min-width/.test(query) ? desktop : !desktop,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

export const useScreen = (kind: 'desktop' | 'mobile'): void => {
  desktop = kind === 'desktop';
};

export const browserWindow = browser;

/** A clean page: no cookies, nothing rendered, at the site's root, on a desktop screen. */
export const resetDocument = (): void => {
  for (const cookie of browser.document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) browser.document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  browser.document.body.innerHTML = '';
  browser.history.replaceState(null, '', '/');
  desktop = true;
};

/** The browser's cookies as name → value. */
export const browserCookies = (): Record<string, string> =>
  Object.fromEntries(
    browser.document.cookie
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => pair !== '')
      .map((pair) => {
        const at = pair.indexOf('=');
        return [decodeURIComponent(pair.slice(0, at)), decodeURIComponent(pair.slice(at + 1))];
      }),
  );
