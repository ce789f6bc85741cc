/** The site server's settings, read from the environment only (README, docs/serving.md). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** The built site (`dist/`); its pre-rendered pages beside it (`dist-prepaint/`). */
  readonly siteDir: string;
  /** The platform's base URL, without a trailing slash: the site's `servicesBaseUrl`. */
  readonly platformUrl: string;
  /** The site's own public origin (what the platform must allow by CORS); null: not stated. */
  readonly siteOrigin: string | null;
  readonly connectOrigins: readonly string[];
  readonly frameOrigins: readonly string[];
  readonly imgOrigins: readonly string[];
  /** How long the platform's site configuration and home page are reused, in milliseconds. */
  readonly configTtlMs: number;
}

const originOf = (value: string, name: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name}: not http(s): ${value}`);
  return url.origin;
};

const originsOf = (value: string | undefined, name: string): string[] =>
  (value ?? '')
    .split(/[\s,]+/)
    .filter((item) => item !== '')
    .map((item) => originOf(item, name));

const numberOf = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) throw new Error(`${name}: not a whole number: ${value}`);
  return number;
};

/** Reads the settings; throws, naming the variable, on a missing or malformed one. */
export function readServerConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const platform = env.PLATFORM_URL;
  if (platform === undefined || platform === '') throw new Error('PLATFORM_URL is required: the platform’s base URL, e.g. https://platform.example.com');
  originOf(platform, 'PLATFORM_URL');
  const platformUrl = platform.replace(/\/+$/, '');
  const platformOrigin = originOf(platformUrl, 'PLATFORM_URL');
  return {
    port: numberOf(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    siteDir: env.SITE_DIR || 'dist',
    platformUrl,
    siteOrigin: env.SITE_ORIGIN ? originOf(env.SITE_ORIGIN, 'SITE_ORIGIN') : null,
    connectOrigins: [platformOrigin, ...originsOf(env.CONNECT_ORIGINS, 'CONNECT_ORIGINS')],
    frameOrigins: originsOf(env.FRAME_ORIGINS, 'FRAME_ORIGINS'),
    imgOrigins: [platformOrigin, ...originsOf(env.IMG_ORIGINS, 'IMG_ORIGINS')],
    configTtlMs: numberOf(env.SITE_CONFIG_TTL_SECONDS, 10, 'SITE_CONFIG_TTL_SECONDS') * 1000,
  };
}
