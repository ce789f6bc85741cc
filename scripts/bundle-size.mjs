#!/usr/bin/env node
// The bundle budget: the JavaScript the home page loads (entry and its static imports), gzipped.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 200;
const dist = 'dist';
const indexPath = join(dist, 'index.html');
if (!existsSync(indexPath)) {
  console.error('dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

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

let total = 0;
for (const file of seen) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB gzip`);
}
const kb = total / 1024;
console.log(`home page JavaScript: ${kb.toFixed(1)} KB gzip of ${BUDGET_KB} KB budget`);
process.exit(kb <= BUDGET_KB ? 0 : 1);
