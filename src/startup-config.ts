import type { Either } from 'fp-ts/Either';
import { DEFAULT_SITE_CONFIG, type SiteConfig, type SiteConfigGateway } from './domain/config';
import type { GatewayError } from './domain/shared/gateway-error';
import type { Logger } from './domain/shared/ports';
import { decodeSiteConfig } from './infrastructure/config/http-site-config-gateway';

/** The element a server may inline the site configuration into (`<script type="application/json">`). */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/**
 * The configuration the server inlined into the page, decoded flag by flag like a fetched one; null
 * when the page carries none (a plain static host) or it is not a readable JSON object.
 */
export const inlineSiteConfig = (document: Document, logger: Logger): SiteConfig | null => {
  const element = document.getElementById(SITE_CONFIG_ELEMENT_ID);
  if (element === null) return null;
  if (element.tagName !== 'SCRIPT' || element.getAttribute('type') !== 'application/json') {
    logger.warn('inline site configuration ignored: not a JSON script element');
    return null;
  }
  let body: unknown;
  try {
    body = JSON.parse(element.textContent ?? '');
  } catch {
    logger.warn('inline site configuration ignored: not JSON');
    return null;
  }
  const decoded = decodeSiteConfig(body, logger);
  if (decoded._tag === 'Left') {
    logger.warn('inline site configuration ignored', decoded.left);
    return null;
  }
  return decoded.right;
};

/**
 * The configuration to start with: the inlined one at once when the page has it (no request before
 * the first render); otherwise `GET /services/site-config/v1/site-config`, which index.html has
 * already preloaded; otherwise the defaults.
 */
export const startupSiteConfig = async (
  document: Document,
  fetchConfig: SiteConfigGateway['load'],
  logger: Logger,
): Promise<SiteConfig> => {
  const inline = inlineSiteConfig(document, logger);
  if (inline !== null) return inline;
  const fetched: Either<GatewayError, SiteConfig> = await fetchConfig();
  if (fetched._tag === 'Right') return fetched.right;
  logger.warn('site configuration unavailable: using defaults', fetched.left);
  return DEFAULT_SITE_CONFIG;
};
