import 'reflect-metadata';
import type { Container } from 'inversify';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../../src/domain/config/site-config';
import { createContainer } from '../../src/infrastructure/container';
import { browserFakes, inMemoryAdapters, type BrowserFakes } from '../../src/infrastructure/memory/in-memory-adapters';
import { InMemoryPlatform } from '../../src/infrastructure/shared/in-memory-platform';
import { ManualTime } from './manual-time';

export interface TestApp {
  readonly container: Container;
  readonly platform: InMemoryPlatform;
  readonly fakes: BrowserFakes;
  readonly time: ManualTime;
  readonly config: SiteConfig;
  get<T>(token: symbol): T;
}

export const TEST_SITE_CONFIG: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  isLoyaltyEnabled: true,
  loyaltyIconTierEnabled: true,
  languagesPublished: ['en', 'es'],
  languageDefault: 'en',
};

/** A fresh container over the in-memory platform, browser fakes and virtual time. */
export const createTestApp = (
  options: { readonly config?: Partial<SiteConfig>; readonly platform?: InMemoryPlatform; readonly fakes?: BrowserFakes } = {},
): TestApp => {
  const platform = options.platform ?? new InMemoryPlatform();
  const fakes = options.fakes ?? browserFakes();
  const time = new ManualTime();
  const config = { ...TEST_SITE_CONFIG, ...options.config };
  const container = createContainer(config, inMemoryAdapters(platform, fakes, time.scheduler));
  return { container, platform, fakes, time, config, get: <T>(token: symbol) => container.get<T>(token) };
};
