// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox();

const sessionOf = (username: string) => sandbox.sessionFor(username, demoPassword(username));
const notifications = (session: string) => sandbox.request('GET', `/services/notifications/v1/profiles/${session}/summary`);

describe('notifications summary', () => {
  it.each([
    ['ready@demo.test', { acknowledged: 3, deleted: 0, numberOfMessages: 12 }],
    ['inbox@demo.test', { acknowledged: 400, deleted: 0, numberOfMessages: 1100 }],
    ['es@demo.test', { acknowledged: 0, deleted: 0, numberOfMessages: 0 }],
  ])('of %s', async (username, expected) => {
    expect(await notifications(await sessionOf(username))).toMatchObject({ status: 200, body: expected });
  });
});
