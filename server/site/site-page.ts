import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** The element `main.tsx` reads the configuration from; it is never executed (`application/json`). */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** index.html's preload of the configuration, for static hosts that cannot inline it. */
const configPreload = /<link\b[^>]*\bhref="\/services\/site-config\/v1\/site-config"[^>]*>/;

/**
 * JSON that cannot end the script element it sits in: `<` (so no `</script>` and no `<!--`), `>`,
 * `&` and the two line separators are written as `\u` escapes, which JSON.parse reads back as is.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * index.html with the current site configuration inlined, so the first render need not wait for
 * it. The element takes the place of the configuration's preload (the browser then asks for
 * nothing), or goes at the end of the head.
 */
export function withInlineConfig(html: string, config: unknown): string {
  const element = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`;
  if (configPreload.test(html)) return html.replace(configPreload, () => element);
  if (html.includes('</head>')) return html.replace('</head>', () => `${element}</head>`);
  return `${element}${html}`;
}

/** The element the site reads a content page inlined into the document from (the site's `preloadedPageElementId`). */
export const pageContentElementId = (slug: string): string => `page-content-${slug}`;

/**
 * index.html with a content page (in the site's default language) inlined at the end of the head,
 * so the lobby paints without a round trip to the content service. Like the configuration, it is
 * JSON in a script element that never runs.
 */
export function withInlinePage(html: string, slug: string, page: unknown): string {
  return withInlineJson(html, pageContentElementId(slug), page);
}

/** index.html with `value` inlined at the end of the head, as JSON in a script element `id` that never runs. */
export function withInlineJson(html: string, id: string, value: unknown): string {
  const element = `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;
  if (html.includes('</head>')) return html.replace('</head>', () => `${element}</head>`);
  return `${element}${html}`;
}

export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * The coding to send for an Accept-Encoding header: brotli, else gzip, when accepted with q > 0
 * (`*` counts for both), else none.
 */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding {
  if (acceptEncoding === undefined) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return 'identity';
}

/** The page's bytes in a coding. The page is a few KB, so compressing it per request is cheap. */
export function encodePage(html: string, coding: ContentCoding): Buffer {
  const bytes = Buffer.from(html, 'utf8');
  if (coding === 'br') return brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  if (coding === 'gzip') return gzipSync(bytes, { level: 6 });
  return bytes;
}
