#!/usr/bin/env node
// The bundle budget: the JavaScript the home page loads (the entry and every chunk it imports
// statically, which index.html modulepreloads), counted in the bytes the browser downloads. The
// server sends the build's precompressed files: brotli to browsers that accept it (Chromium), gzip
// to the others. Both must be within the budget, so every browser downloads at most that much.
// Lazy page chunks are not counted.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const BUDGET_KB = 155;
/** The build to measure: `dist`, or another folder (`DIST_DIR`), e.g. a build made beside another. */
const dist = process.env.DIST_DIR ?? 'dist';
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

const brKb = totalBr / 1024;
const gzKb = totalGz / 1024;
for (const [coding, kb] of [['brotli', brKb], ['gzip', gzKb]]) {
  if (kb > BUDGET_KB) console.error(`  over budget in ${coding}: ${kb.toFixed(1)} KB > ${BUDGET_KB} KB`);
}
console.log(`home page JavaScript: ${brKb.toFixed(1)} KB brotli, ${gzKb.toFixed(1)} KB gzip, each within a ${BUDGET_KB} KB budget: ${brKb <= BUDGET_KB && gzKb <= BUDGET_KB ? 'yes' : 'NO'}`);
process.exit(brKb <= BUDGET_KB && gzKb <= BUDGET_KB && leaks.length === 0 ? 0 : 1);
