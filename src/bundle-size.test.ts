// @vitest-environment node
// The bundle budget (scripts/bundle-size.mjs), run on small builds made for the test.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = resolve('scripts/bundle-size.mjs');
const KB = 1024;

describe('the bundle budget', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bundle-size-'));
    await mkdir(join(dir, 'dist', 'assets'), { recursive: true });
    await writeFile(join(dir, 'dist', 'index.html'), '<script type="module" crossorigin src="/assets/index-a.js"></script>');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** A home page script of which the server sends `brKb` to brotli browsers and `gzKb` to the others. */
  const build = async (brKb: number, gzKb: number) => {
    await writeFile(join(dir, 'dist', 'assets', 'index-a.js'), 'x'.repeat(600 * KB));
    await writeFile(join(dir, 'dist', 'assets', 'index-a.js.br'), Buffer.alloc(brKb * KB));
    await writeFile(join(dir, 'dist', 'assets', 'index-a.js.gz'), Buffer.alloc(gzKb * KB));
    return spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8' });
  };

  it('passes when both the brotli and the gzip bytes are within 170 KB, and prints both', async () => {
    const result = await build(130, 150);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/130\.0 KB brotli, 150\.0 KB gzip/);
  });

  it('fails when the gzip bytes, what a browser without brotli downloads, are over 170 KB', async () => {
    const result = await build(130, 171);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('over budget in gzip');
  });

  it('fails when the brotli bytes are over 170 KB', async () => {
    expect((await build(171, 171)).status).toBe(1);
  });
});
