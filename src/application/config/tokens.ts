export const ConfigTokens = {
  SiteConfig: Symbol.for('config.SiteConfig'),
} as const;
