// @vitest-environment jsdom
import { left, right } from 'fp-ts/Either';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from './domain/config';
import { inlineSiteConfig, SITE_CONFIG_ELEMENT_ID, startupSiteConfig } from './startup-config';

const fetchedConfig: SiteConfig = { ...DEFAULT_SITE_CONFIG, brandCode: 'fetched' };
const logger = () => ({ warn: vi.fn() });

const inline = (text: string, type = 'application/json', tag = 'script') => {
  const element = document.createElement(tag);
  element.id = SITE_CONFIG_ELEMENT_ID;
  element.setAttribute('type', type);
  element.textContent = text;
  document.head.append(element);
};

afterEach(() => document.getElementById(SITE_CONFIG_ELEMENT_ID)?.remove());

describe('the site configuration at start-up', () => {
  it('is read from the inlined element at once, without a request', async () => {
    inline(JSON.stringify({ brandCode: 'inline', languagesPublished: ['en'], servicesBaseUrl: '/platform' }));
    const fetchConfig = vi.fn();
    const result = await startupSiteConfig(document, fetchConfig, logger());
    expect(result).toMatchObject({ brandCode: 'inline', languagesPublished: ['en'], servicesBaseUrl: '/platform' });
    expect(fetchConfig).not.toHaveBeenCalled();
  });

  it('decodes the inlined configuration flag by flag like a fetched one: a malformed flag takes its default', () => {
    inline(JSON.stringify({ isLoyaltyEnabled: 'yes', servicesBaseUrl: 'javascript:alert(1)', brandCode: 'inline' }));
    const log = logger();
    const config = inlineSiteConfig(document, log);
    expect(config).toMatchObject({
      brandCode: 'inline',
      isLoyaltyEnabled: DEFAULT_SITE_CONFIG.isLoyaltyEnabled,
      servicesBaseUrl: DEFAULT_SITE_CONFIG.servicesBaseUrl,
    });
    expect(log.warn).toHaveBeenCalled();
  });

  it('reads the escapes the server writes to keep the element closed', () => {
    inline('{"brandCode":"\\u003c/script\\u003e\\u0026"}');
    expect(inlineSiteConfig(document, logger())?.brandCode).toBe('</script>&');
  });

  it('fetches the configuration when the page has no element (a plain static host)', async () => {
    const fetchConfig = vi.fn().mockResolvedValue(right(fetchedConfig));
    const result = await startupSiteConfig(document, fetchConfig, logger());
    expect(result).toEqual(fetchedConfig);
    expect(fetchConfig).toHaveBeenCalledOnce();
  });

  it.each([
    ['not JSON', '{"brandCode": '],
    ['JSON but not an object', '["en"]'],
    ['empty', ''],
  ])('falls back to fetching when the element is %s', async (_case, text) => {
    inline(text);
    const log = logger();
    const fetchConfig = vi.fn().mockResolvedValue(right(fetchedConfig));
    const result = await startupSiteConfig(document, fetchConfig, log);
    expect(result).toEqual(fetchedConfig);
    expect(fetchConfig).toHaveBeenCalledOnce();
    expect(log.warn).toHaveBeenCalled();
  });

  it('ignores an element with that id that is not a JSON script, and fetches', async () => {
    inline('{"brandCode":"div"}', 'application/json', 'div');
    const fetchConfig = vi.fn().mockResolvedValue(right(fetchedConfig));
    expect(await startupSiteConfig(document, fetchConfig, logger())).toEqual(fetchedConfig);
    document.getElementById(SITE_CONFIG_ELEMENT_ID)?.remove();
    inline('{"brandCode":"text"}', 'text/plain');
    expect(await startupSiteConfig(document, fetchConfig, logger())).toEqual(fetchedConfig);
    expect(fetchConfig).toHaveBeenCalledTimes(2);
  });

  it('starts on the defaults when there is no element and the request fails', async () => {
    const log = logger();
    const result = await startupSiteConfig(document, () => Promise.resolve(left({ code: 'NETWORK' } as const)), log);
    expect(result).toEqual(DEFAULT_SITE_CONFIG);
    expect(log.warn).toHaveBeenCalledWith('site configuration unavailable: using defaults', { code: 'NETWORK' });
  });
});
