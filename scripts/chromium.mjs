import { existsSync } from 'node:fs';

/** Debian's Chromium, or the one CHROMIUM_PATH names: test tools never download a browser here. */
export const chromiumPath = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path && existsSync(path)) ?? null;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
