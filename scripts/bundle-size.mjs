#!/usr/bin/env node
// The bundle budget: the JavaScript the home page loads (the entry and every chunk it imports
// statically, which index.html modulepreloads), counted in the bytes the browser downloads. The
// server sends the build's precompressed files and Chromium accepts brotli, so the budget counts the
// `.br` files; gzip is printed beside for browsers without brotli. Lazy page chunks are not counted.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const BUDGET_KB = 170;
const dist = 'dist';
const indexPath = join(dist, 'index.html');
if (!existsSync(indexPath)) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

/** What the server sends: the build's precompressed file, or the file itself (too small to compress). */
const sent = (file, extension) => {
  const path = join(dist, `${file}${extension}`);
  return statSync(existsSync(path) ? path : join(dist, file)).size;
};

const html = readFileSync(indexPath, 'utf8');
const entries = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map((match) => match[1]);
const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  // Static imports only: lazily imported chunks are not part of the first load.
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g)) visit(join(file, '..', match[1]));
};
entries.forEach(visit);

let totalBr = 0;
let totalGz = 0;
for (const file of seen) {
  const br = sent(file, '.br');
  const gz = sent(file, '.gz');
  totalBr += br;
  totalGz += gz;
  console.log(`  ${file}: ${(br / 1024).toFixed(1)} KB brotli (${(gz / 1024).toFixed(1)} KB gzip)`);
}

// Source maps are built for error reporting but must never be in what is served.
const served = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? served(join(dir, entry.name)) : [join(dir, entry.name)]));
const leaks = served(dist).filter((path) => path.endsWith('.map') || (path.endsWith('.js') && readFileSync(path, 'utf8').includes('//# sourceMappingURL=')));
for (const leak of leaks) console.error(`  source map left in the site: ${leak}`);

const kb = totalBr / 1024;
console.log(`home page JavaScript: ${kb.toFixed(1)} KB brotli (${(totalGz / 1024).toFixed(1)} KB gzip) of ${BUDGET_KB} KB budget`);
process.exit(kb <= BUDGET_KB && leaks.length === 0 ? 0 : 1);
