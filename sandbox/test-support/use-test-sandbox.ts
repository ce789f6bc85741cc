import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startTestSandbox, type TestSandbox, type TestSandboxOptions } from './harness.ts';
import { copySeededDatabase } from './seeded-template.ts';

export interface UseTestSandboxOptions extends TestSandboxOptions {
  /**
   * A sandbox of the file's own: for a file that moves the clock (`advanceClock`) or changes what the
   * whole platform does (the site configuration, faults, jurisdictions).
   */
  readonly own?: boolean;
}

/** Where a worker's shared sandbox keeps its data: removed by the global set-up's teardown. */
export const workerSandboxPrefix = (runnerPid: number) => join(tmpdir(), `sandbox-worker-${runnerPid}-`);

let workerSandbox: Promise<TestSandbox> | null = null;

/**
 * The sandbox every file of this worker shares (the project runs without isolation, so this module,
 * and the sandbox, outlive one file). Files keep apart by their own players; the clock stays still
 * and the platform's settings stay as seeded.
 */
const sharedSandbox = (): Promise<TestSandbox> => {
  workerSandbox ??= (async () => {
    const dataDir = `${workerSandboxPrefix(process.ppid)}${process.pid}`;
    await mkdir(dataDir, { recursive: true });
    await copySeededDatabase(dataDir);
    const sandbox = await startTestSandbox({ dataDir });
    const stillClock = (): never => {
      throw new Error('This file shares its worker\'s sandbox, whose clock does not move: ask for one of its own with useTestSandbox({ own: true }).');
    };
    return { ...sandbox, advanceClock: stillClock, close: async () => undefined };
  })();
  return workerSandbox;
};

/**
 * The file's sandbox: by default the one its worker shares (started once, the boot paid once per
 * worker, not per file); a file that moves the clock, changes the platform's settings (`own`) or
 * starts the sandbox with options of its own (a login rate limit…) gets one of its own, started
 * before its tests and closed after.
 * The returned object stands for that sandbox, so the file can name it at the top.
 */
export function useTestSandbox(options: UseTestSandboxOptions = {}): TestSandbox {
  const { own: askedOwn = false, ...startOptions } = options;
  const own = askedOwn || Object.keys(startOptions).length > 0;
  let current: TestSandbox | undefined;
  beforeAll(async () => {
    current = own ? await startTestSandbox(startOptions) : await sharedSandbox();
  }, 60_000);
  afterAll(async () => {
    if (own) await current?.close();
  });
  const live = (): TestSandbox => {
    if (current === undefined) throw new Error('The test sandbox starts in beforeAll: use it inside a hook or a test.');
    return current;
  };
  return {
    get url() {
      return live().url;
    },
    get providerUrl() {
      return live().providerUrl;
    },
    get legacyUrl() {
      return live().legacyUrl;
    },
    get identityUrl() {
      return live().identityUrl;
    },
    get dataDir() {
      return live().dataDir;
    },
    advanceClock: (ms) => live().advanceClock(ms),
    now: () => live().now(),
    request: (method, path, requestOptions) => live().request(method, path, requestOptions),
    providerRequest: (method, path, requestOptions) => live().providerRequest(method, path, requestOptions),
    legacyRequest: (method, path, requestOptions) => live().legacyRequest(method, path, requestOptions),
    control: (method, path, body) => live().control(method, path, body),
    login: (username, password, headers) => live().login(username, password, headers),
    sessionFor: (username, password) => live().sessionFor(username, password),
    createPlayer: (body) => live().createPlayer(body),
    patchPlayer: (username, patch) => live().patchPlayer(username, patch),
    deletePlayer: (username) => live().deletePlayer(username),
    printed: () => live().printed(),
    close: (closeOptions) => live().close(closeOptions),
  };
}
