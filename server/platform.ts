import type { SiteReaders } from './site/static-site.ts';

/** What the site server asks the platform for: the site configuration, content pages, the help home's categories, a category's games and a game's page. */
export type PlatformReader = Required<SiteReaders>;

/** A content page's slug the server asks for: one plain segment (`home`, `promotions`). */
const CONTENT_SLUG = /^[a-z0-9-]{1,100}$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const LANGUAGE = /^[a-z]{2}(-[A-Z]{2})?$/;
const BUCKET = /^[\w-]+$/;

/** The content service's path for the configuration's bucket and default language; null when either is not a plain name. */
const contentBase = (config: unknown): string | null => {
  if (!isObject(config)) return null;
  const { bucket, languageDefault } = config;
  if (typeof bucket !== 'string' || !BUCKET.test(bucket) || typeof languageDefault !== 'string' || !LANGUAGE.test(languageDefault)) return null;
  return `/content/v5/buckets/${bucket}/languages/${languageDefault}`;
};

/**
 * Reads from the platform over HTTP, each answer reused for `ttlMs` (the only state the server
 * keeps: a cache any copy can lose). The configuration's `servicesBaseUrl` is the platform's base
 * URL, whatever the platform says, so the site calls the platform and not the server.
 */
export function httpPlatformReader(platformUrl: string, ttlMs: number, fetchImpl: typeof fetch = fetch): PlatformReader {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  const getJson = (path: string): Promise<unknown> => {
    const now = Date.now();
    const hit = cache.get(path);
    if (hit !== undefined && now - hit.at < ttlMs) return hit.value;
    const value = (async () => {
      const response = await fetchImpl(`${platformUrl}${path}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(3_000) });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`the platform answered ${response.status} for ${path}`);
      return (await response.json()) as unknown;
    })();
    cache.set(path, { at: now, value });
    // A failure is not reused: the next request asks again.
    value.catch(() => cache.delete(path));
    return value;
  };
  return {
    async siteConfig() {
      const config = await getJson('/services/site-config/v1/site-config');
      if (!isObject(config)) throw new Error('the platform’s site configuration is not an object');
      return { ...config, servicesBaseUrl: platformUrl };
    },
    async contentPage(config, slug) {
      const base = contentBase(config);
      return base === null || !CONTENT_SLUG.test(slug) ? null : getJson(`${base}/pages/${slug}`);
    },
    async helpCategories(config) {
      const base = contentBase(config);
      return base === null ? null : getJson(`${base}/help-pages`);
    },
    async category(config, category) {
      const base = contentBase(config);
      return base === null ? null : getJson(`${base}/game-categories/${encodeURIComponent(category)}`);
    },
    async gamePage(config, slug) {
      const base = contentBase(config);
      return base === null ? null : getJson(`${base}/game-pages/${encodeURIComponent(slug)}`);
    },
  };
}
