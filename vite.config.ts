import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Every library the home page runs; libraries only lazy pages use are left to automatic splitting. */
const FIRST_SCRIPT_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|inversify|@inversifyjs[\\/][^\\/]+|rxjs|io-ts|fp-ts|reflect-metadata|tslib|i18next|react-i18next|js-cookie)[\\/]/;

/**
 * The site's own modules that are in the first script and that deferred chunks import too: kept
 * with the libraries, for the same reason (small common chunks compress worse and cost requests).
 */
const FIRST_SCRIPT_SHARED_MODULES = [
  /[\\/]src[\\/]application[\\/](shared|session|wallet)[\\/]tokens\.ts$/,
  /[\\/]src[\\/]presentation[\\/]shared[\\/](container\.tsx|use-observable\.ts)$/,
  // The io-ts codecs every gateway shares (the first script's content and profile gateways among them).
  /[\\/]src[\\/]infrastructure[\\/]shared[\\/]codecs\.ts$/,
  // The decorator helpers the compiler adds to every injectable class.
  /@oxc-project\+runtime@[^\\/]+[\\/]helpers[\\/]esm[\\/]decorate\w*\.js$/,
];

const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8081);
const proxied = ['/services', '/api', '/content', '/sandbox'];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])));
  return nested.flat();
};

/**
 * The chunks a page loads first: every entry chunk and the chunks it imports statically (index.html
 * modulepreloads them), by file name under the output folder.
 */
const firstScriptFiles = (bundle: Record<string, { type: string; isEntry?: boolean; imports?: readonly string[] }>): Set<string> => {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports?.forEach(visit);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry === true) visit(fileName);
  return files;
};

/**
 * Writes `file.br` (quality 11) and `file.gz` beside every text file of the build, once, so the
 * server sends compressed bytes without compressing on each request. The gzip of the first script's
 * chunks (what a browser without brotli downloads before the page works) is written with zopfli,
 * which finds a smaller encoding of the same deflate format (about 4 % smaller, any gzip reader
 * reads it, the bytes unpacked are the same) at some seconds per file; every other file with zlib
 * at level 9, which keeps the build fast.
 */
export const precompress = (): Plugin => {
  let outDir = '';
  let firstScript = new Set<string>();
  return {
    name: 'casino:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      firstScript = new Set([...firstScriptFiles(bundle)].map((fileName) => join(outDir, fileName)));
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            firstScript.has(file) ? zopfliGzip(content, { numiterations: 15 }) : gzipped(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
};

/** Where the hidden source maps of a build in `outDir` go: beside it, never inside what is served. */
export const sourceMapDirOf = (outDir: string): string => join(dirname(outDir), `${basename(outDir)}-sourcemaps`);

/**
 * Source maps are built for error reporting (`sourcemap: 'hidden'`: no `sourceMappingURL` comment)
 * and moved out of the served folder into `<outDir>-sourcemaps/`, keeping their relative paths.
 */
export const sourceMapsOutOfSite = (): Plugin => {
  let outDir = '';
  return {
    name: 'casino:source-maps-out-of-site',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const target = sourceMapDirOf(outDir);
      await rm(target, { recursive: true, force: true });
      const maps = (await filesUnder(outDir)).filter((file) => file.endsWith('.map'));
      for (const map of maps) {
        const destination = join(target, relative(outDir, map));
        await mkdir(dirname(destination), { recursive: true });
        await rename(map, destination);
      }
    },
  };
};

/**
 * react-router publishes its build with development warnings on under every import condition; the
 * production copy beside it is the same code with `ENABLE_DEV_WARNINGS = false`. The site's build
 * takes that one (tests and the dev server keep the warnings).
 */
export const productionReactRouter = (): Plugin => ({
  name: 'casino:production-react-router',
  apply: 'build',
  config: () => ({
    resolve: { alias: [{ find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) }] },
  }),
});

/**
 * rxjs publishes ES5 classes (with tslib's helpers) under the default condition and the same code as
 * ES2015 classes under `es2015`; the site's build (es2022) takes the latter, which is smaller.
 */
export const es2015Rxjs = (): Plugin => ({
  name: 'casino:es2015-rxjs',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^rxjs$/, replacement: fileURLToPath(new URL('node_modules/rxjs/dist/esm/index.js', import.meta.url)) },
        { find: /^rxjs\/operators$/, replacement: fileURLToPath(new URL('node_modules/rxjs/dist/esm/operators/index.js', import.meta.url)) },
      ],
    },
  }),
});

/**
 * inversify needs three `Reflect` metadata functions (`getOwnMetadata`, `getMetadata`, `defineMetadata`);
 * the site's build takes them from a WeakMap shim instead of `reflect-metadata/lite` (7.9 KB minified),
 * and emits no `design:paramtypes` metadata, which inversify would only read for a constructor
 * parameter without `@inject` (every one has it; the cucumber and Playwright loaders emit none either).
 * Tests keep the real package and the metadata.
 */
export const reflectMetadataShim = (): Plugin => ({
  name: 'casino:reflect-metadata-shim',
  apply: 'build',
  config: () => ({
    resolve: { alias: [{ find: /^reflect-metadata(\/lite)?$/, replacement: fileURLToPath(new URL('src/infrastructure/shared/reflect-metadata-shim.ts', import.meta.url)) }] },
    oxc: { decorator: { legacy: true, emitDecoratorMetadata: false } },
  }),
});

/**
 * react-i18next imports `useSyncExternalStore` from `use-sync-external-store/shim`, the fallback for
 * React versions before 18; with React 19 the shim hands over React's own hook, so the site's build
 * imports that directly.
 */
export const reactSyncExternalStore = (): Plugin => {
  const id = '\0casino:use-sync-external-store';
  return {
    name: 'casino:use-sync-external-store',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim' ? id : null),
    load: (loaded) => (loaded === id ? "export { useSyncExternalStore } from 'react';" : null),
  };
};

export default defineConfig({
  plugins: [react(), productionReactRouter(), es2015Rxjs(), reflectMetadataShim(), reactSyncExternalStore(), sourceMapsOutOfSite(), precompress()],
  // inversify loads `reflect-metadata/lite` itself; the full polyfill only adds Map/Set/WeakMap
  // fallbacks that every ES2022 browser has, so tests and the dev server load the lite one too.
  resolve: { alias: [{ find: /^reflect-metadata$/, replacement: 'reflect-metadata/lite' }] },
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    // Which stylesheets each page's chunk needs: scripts/prerender.ts links them into the page painted
    // at build time (then takes the manifest out of what is served).
    manifest: true,
    target: 'es2022',
    // Every browser of the es2022 target preloads modules itself: no polyfill in the first script.
    // A lazy chunk's own imports are not preloaded beside it (only its stylesheets, so nothing paints
    // unstyled): each preload link made the browser fetch and compile scripts on the main thread while
    // the page was becoming interactive (mobile TBT at 4x: join 135 -> 72 ms, a player's home 383 ->
    // 210 ms, LCP unchanged), and their file lists were bytes of the first script. The HTML's preloads stay.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
    },
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: the first script lists every lazy chunk's file for its
        // preloads, and the page names cost 0.9 KB of it. The dev server never uses these names, and a
        // production error is read through the hidden source maps, which name every source module.
        chunkFileNames: 'assets/[hash].js',
        // The lazy pages' stylesheets likewise (the first script names each for its preloads); the
        // first page's own keeps its name, as the entry does.
        assetFileNames: (asset) => (asset.names.some((name) => name.startsWith('index')) ? 'assets/[name]-[hash][extname]' : 'assets/[hash][extname]'),
        // The libraries of the first script in one chunk: otherwise every lazy chunk that shares one
        // with it (a deferred context's module) splits it into small common chunks, which compress worse.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: (id: string) => FIRST_SCRIPT_LIBRARIES.test(id) || FIRST_SCRIPT_SHARED_MODULES.some((pattern) => pattern.test(id)) },
            // The inbox (its context, adapters and pages; not its words, which load with the language's) in one
            // lazy chunk: the first script then names one file for it, not five (each name is bytes it cannot compress).
            { name: 'inbox', test: /[\\/]src[\\/](domain|application|infrastructure|presentation)[\\/]inbox[\\/](?!translations[\\/])/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 8080),
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, `http://127.0.0.1:${sandboxPort}`])),
  },
});
