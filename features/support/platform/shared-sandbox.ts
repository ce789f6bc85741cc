import { startTestSandbox, type TestSandbox } from '../../../sandbox/test-support/harness.ts';

let running: Promise<TestSandbox> | null = null;

/**
 * One sandbox for the whole run, on a random port over a fresh copy of the seeded database, started
 * when the first scenario about the platform needs it. Scenarios keep apart by their own players.
 */
export const sharedSandbox = (): Promise<TestSandbox> => {
  running ??= startTestSandbox();
  return running;
};

export const closeSharedSandbox = async (): Promise<void> => {
  if (running === null) return;
  const sandbox = await running;
  running = null;
  await sandbox.close();
};
