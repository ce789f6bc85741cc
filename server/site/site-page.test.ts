// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, negotiateCoding, scriptSafeJson, withInlineConfig, withInlinePage } from './site-page.ts';

const page = (head: string) => `<!doctype html><html><head><title>Casino</title>${head}</head><body><div id="root"></div></body></html>`;
const preload = '<link rel="preload" as="fetch" href="/services/site-config/v1/site-config" crossorigin />';
const inlined = (html: string): unknown => JSON.parse(/<script type="application\/json" id="site-config">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describe('the site configuration inlined into the page', () => {
  it('takes the place of the preload, so the browser asks for nothing', () => {
    const html = withInlineConfig(page(`${preload}<script type="module" src="/assets/index.js"></script>`), { brandCode: 'demo' });
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<script type="application/json" id="site-config">{"brandCode":"demo"}</script><script type="module"');
    expect(inlined(html)).toEqual({ brandCode: 'demo' });
  });

  it('goes at the end of the head when the page has no preload', () => {
    const html = withInlineConfig(page(''), { a: 1 });
    expect(html).toContain('<script type="application/json" id="site-config">{"a":1}</script></head>');
  });

  it('cannot close its element or open a comment, whatever the values hold, and reads back the same', () => {
    const hostile = { brandCode: '</script><script>alert(1)</script>', bucket: '<!--<script>', olympusUnLoggedPages: ['a&b', '>', '\u2028\u2029'], $1: "$' $& $`" };
    const html = withInlineConfig(page(preload), hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('alert(1)</');
    expect(inlined(html)).toEqual(hostile);
    expect(scriptSafeJson('<>&')).toBe('"\\u003c\\u003e\\u0026"');
  });
});

describe('a content page inlined into the page', () => {
  it('goes at the end of the head as JSON that never runs and cannot close its element', () => {
    const home = { slug: 'home', title: '</script><script>alert(1)</script>' };
    const html = withInlinePage(page(''), 'home', home);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const element = /<script type="application\/json" id="page-content-home">(.*?)<\/script><\/head>/s.exec(html);
    expect(JSON.parse(element?.[1] ?? 'null')).toEqual(home);
  });
});

describe('content coding of the page', () => {
  it('prefers brotli, then gzip, honouring q=0 and *', () => {
    expect(negotiateCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateCoding('gzip, deflate')).toBe('gzip');
    expect(negotiateCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateCoding('*')).toBe('br');
    expect(negotiateCoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateCoding('identity')).toBe('identity');
    expect(negotiateCoding('')).toBe('identity');
    expect(negotiateCoding(undefined)).toBe('identity');
  });

  it('encodes the page in the chosen coding', () => {
    const html = page('x'.repeat(2000));
    expect(brotliDecompressSync(encodePage(html, 'br')).toString()).toBe(html);
    expect(gunzipSync(encodePage(html, 'gzip')).toString()).toBe(html);
    expect(encodePage(html, 'identity').toString()).toBe(html);
    expect(encodePage(html, 'br').length).toBeLessThan(200);
  });
});
