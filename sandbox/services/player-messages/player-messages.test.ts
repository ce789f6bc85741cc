// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoPassword, record } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

// Its own sandbox: the break test moves the clock.
const sandbox = useTestSandbox({ own: true });

interface Message {
  id: string;
  category: string;
  title: string;
  body: string;
  sentAt: string;
  readAt: string | null;
}
interface Page {
  messages: Message[];
  nextCursor: string | null;
  unread: number;
  total: number;
}

const inbox = (session: string, rest = '') => `/services/player-messages/v1/players/${session}/messages${rest}`;
const page = async (session: string, query = '') => {
  const result = await sandbox.request('GET', inbox(session, query));
  expect(result.status, result.text).toBe(200);
  return result.body as Page;
};
/** Every call as the site makes it: POSTs say their (empty) body is JSON, or the platform answers 415. */
const call = (method: string, path: string) => sandbox.request(method, path, { headers: { 'content-type': 'application/json' } });
const summary = async (session: string) => (await sandbox.request('GET', `/services/notifications/v1/profiles/${session}/summary`)).body;

/** A copy of ready@demo.test: 15 messages, the newest 12 unread. */
const freshPlayer = async () => {
  const player = await sandbox.createPlayer();
  return { ...player, session: await sandbox.sessionFor(player.username, player.password) };
};

describe('the inbox of inbox@demo.test', { timeout: 60_000 }, () => {
  it('pages through exactly 1,500 messages, newest first, each once, in a mix of categories', async () => {
    const session = await sandbox.sessionFor('inbox@demo.test', demoPassword('inbox@demo.test'));
    const seen: Message[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer: Page = await page(session, `?limit=100${cursor === null ? '' : `&cursor=${cursor}`}`);
      expect(answer).toMatchObject({ unread: 1100, total: 1500 });
      seen.push(...answer.messages);
      cursor = answer.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(15);
    expect(seen).toHaveLength(1500);
    expect(new Set(seen.map((message) => message.id)).size).toBe(1500);
    const times = seen.map((message) => Date.parse(message.sentAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen.filter((message) => message.readAt === null)).toHaveLength(1100);
    const categories = new Map<string, number>();
    for (const message of seen) categories.set(message.category, (categories.get(message.category) ?? 0) + 1);
    expect([...categories.keys()].sort()).toEqual(['account', 'promotion', 'safer-gambling']);
    expect(Math.min(...categories.values())).toBeGreaterThan(100);
  });

  it('answers 20 by default, at most 100, and refuses a limit or cursor it did not write (422)', async () => {
    const session = await sandbox.sessionFor('inbox@demo.test', demoPassword('inbox@demo.test'));
    expect((await page(session)).messages).toHaveLength(20);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=1.5', '?cursor=not-a-cursor', `?cursor=${Buffer.from('1.0').toString('base64url')}`, '?cursor=a&cursor=b']) {
      const result = await sandbox.request('GET', inbox(session, query));
      expect({ query, status: result.status, errorCode: record(result.body).errorCode }).toEqual({ query, status: 422, errorCode: 'VALIDATION_ERROR' });
    }
    expect((await sandbox.request('GET', inbox('no-such-session'))).status).toBe(401);
  });
});

describe('reading and deleting', { timeout: 60_000 }, () => {
  it('reading marks the message read once, and the summary the badge shows follows', async () => {
    const player = await freshPlayer();
    expect(await summary(player.session)).toEqual({ acknowledged: 3, deleted: 0, numberOfMessages: 12 });
    const [newest] = (await page(player.session)).messages;
    if (newest === undefined) throw new Error('the copy has no messages');
    expect(newest.readAt).toBeNull();
    // Opening it asks for it; only reading it marks it.
    expect((await sandbox.request('GET', inbox(player.session, `/${newest.id}`))).body).toEqual(newest);
    expect((await call('POST', inbox(player.session, `/${newest.id}/read`))).status).toBe(204);
    const read = record((await sandbox.request('GET', inbox(player.session, `/${newest.id}`))).body);
    // The sandbox's clock runs on between the call and this reading.
    expect(Math.abs(Date.parse(String(read.readAt)) - sandbox.now())).toBeLessThan(5000);
    expect(await summary(player.session)).toEqual({ acknowledged: 4, deleted: 0, numberOfMessages: 11 });
    sandbox.advanceClock(60_000);
    expect((await call('POST', inbox(player.session, `/${newest.id}/read`))).status).toBe(204);
    expect(record((await sandbox.request('GET', inbox(player.session, `/${newest.id}`))).body).readAt).toBe(read.readAt);
    expect((await page(player.session)).unread).toBe(11);
  });

  it('read-all marks every message read', async () => {
    const player = await freshPlayer();
    expect((await call('POST', inbox(player.session, '/read-all'))).body).toEqual({ marked: 12 });
    expect(await summary(player.session)).toEqual({ acknowledged: 15, deleted: 0, numberOfMessages: 0 });
    expect((await page(player.session)).messages.every((message) => message.readAt !== null)).toBe(true);
  });

  it('a deleted message is gone from the list, the counts and every path', async () => {
    const player = await freshPlayer();
    const [newest, second] = (await page(player.session)).messages;
    if (newest === undefined || second === undefined) throw new Error('the copy has too few messages');
    expect((await call('DELETE', inbox(player.session, `/${newest.id}`))).status).toBe(204);
    expect(await summary(player.session)).toEqual({ acknowledged: 3, deleted: 1, numberOfMessages: 11 });
    const after = await page(player.session);
    expect(after.messages[0]?.id).toBe(second.id);
    expect(after).toMatchObject({ unread: 11, total: 14 });
    for (const [method, rest] of [['GET', ''], ['POST', '/read'], ['DELETE', '']] as const) {
      expect((await call(method, inbox(player.session, `/${newest.id}${rest}`))).status).toBe(404);
    }
  });

  it("never shows, reads or deletes another player's message: 404, and the message stays as it was", async () => {
    const owner = await freshPlayer();
    const other = await freshPlayer();
    const [mine] = (await page(owner.session)).messages;
    if (mine === undefined) throw new Error('the copy has no messages');
    for (const [method, rest] of [['GET', ''], ['POST', '/read'], ['DELETE', '']] as const) {
      const result = await call(method, inbox(other.session, `/${mine.id}${rest}`));
      expect({ method, rest, status: result.status, body: result.body }).toEqual({ method, rest, status: 404, body: { errorCode: 'NOT_FOUND', message: 'Nothing is here.' } });
    }
    expect((await sandbox.request('GET', inbox(owner.session, `/${mine.id}`))).body).toEqual(mine);
    expect(await summary(owner.session)).toEqual({ acknowledged: 3, deleted: 0, numberOfMessages: 12 });
    for (const id of ['0', '-1', 'abc', '99999999999', '1.5']) {
      expect((await sandbox.request('GET', inbox(owner.session, `/${id}`))).status).toBe(404);
    }
  });
});

describe('a break', { timeout: 60_000 }, () => {
  it('hides promotions from the list, the counts and every path until it ends', async () => {
    const player = await freshPlayer();
    const before = await page(player.session, '?limit=100');
    const promotions = before.messages.filter((message) => message.category === 'promotion');
    const unreadPromotions = promotions.filter((message) => message.readAt === null).length;
    expect(promotions.length).toBeGreaterThan(0);
    expect(unreadPromotions).toBeGreaterThan(0);

    const exclusion = `/services/responsible-gambling/v1/profiles/${player.session}/exclusion`;
    expect((await sandbox.request('POST', exclusion, { body: { kind: 'TIME_OUT', days: 1, password: player.password } })).status).toBe(201);

    const during = await page(player.session, '?limit=100');
    expect(during.messages.map((message) => message.category)).not.toContain('promotion');
    expect(during).toMatchObject({ unread: 12 - unreadPromotions, total: 15 - promotions.length });
    expect(record(await summary(player.session)).numberOfMessages).toBe(12 - unreadPromotions);
    const hidden = promotions[0]?.id ?? '';
    for (const [method, rest] of [['GET', ''], ['POST', '/read'], ['DELETE', '']] as const) {
      expect((await call(method, inbox(player.session, `/${hidden}${rest}`))).status).toBe(404);
    }
    // Read-all during the break leaves the hidden promotions unread.
    await call('POST', inbox(player.session, '/read-all'));

    sandbox.advanceClock(24 * 3_600_000 + 1000);
    const session = await sandbox.sessionFor(player.username, player.password);
    const after = await page(session, '?limit=100');
    expect(after.messages.map((message) => message.id)).toEqual(before.messages.map((message) => message.id));
    expect(after.unread).toBe(unreadPromotions);
  });
});
