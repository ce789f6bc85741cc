import { afterAll, beforeAll } from 'vitest';
import { startTestSandbox, type TestSandbox, type TestSandboxOptions } from './harness.ts';

/**
 * One sandbox for the whole test file: started before its tests, closed after them. The returned
 * object stands for that sandbox, so the file can name it at the top and use it in every test.
 */
export function useTestSandbox(options: TestSandboxOptions = {}): TestSandbox {
  let current: TestSandbox | undefined;
  beforeAll(async () => {
    current = await startTestSandbox(options);
  }, 60_000);
  afterAll(async () => {
    await current?.close();
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
