import { register as registerHooks } from 'node:module';
import { register } from 'tsx/esm/api';

register();
// Components import their stylesheets; outside Vite those load as nothing.
registerHooks('../../scripts/css-module-hooks.mjs', import.meta.url);
