import { buildSiteServer } from './app.ts';
import { readServerConfig } from './config.ts';
import { httpPlatformReader } from './platform.ts';

/** `PLATFORM_URL=https://… npm run serve`: the built site against that platform (docs/serving.md). */
const config = readServerConfig(process.env);
const app = await buildSiteServer(config, httpPlatformReader(config.platformUrl, config.configTtlMs), { logger: process.env.SERVER_LOG === 'on' });
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : config.port;
console.log(`Site on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port} against ${config.platformUrl}`);
console.log(`The platform must allow this site's origin by CORS${config.siteOrigin === null ? '' : ` (${config.siteOrigin})`}.`);

const stop = () => {
  void app.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
