import { expect, test } from './fixtures';
import { newPlayer, signIn } from './support';

/**
 * INB-01..05 in the browser: a copy of ready@demo.test has 15 messages, the newest 12 unread
 * (docs/sandbox.md). The same journey at desktop width and on a 360 px phone.
 */
for (const tag of ['', '@mobile ']) {
  test(`${tag}the envelope leads to the inbox; opening a message reads it and deleting one drops the count`, async ({ page, request }) => {
    const player = await newPlayer(request);
    await signIn(page, player);
    await page.goto('/');
    const envelope = page.getByRole('banner').getByRole('link', { name: '12 unread messages' });
    await expect(envelope).toHaveText('12');
    await envelope.click();
    await expect(page).toHaveURL(/\/account\/messages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByText('12 unread · 15 messages')).toBeVisible();

    // The newest message: marked unread in words, opened on its own page, then read.
    const list = page.getByRole('list', { name: 'Your messages' });
    const newest = list.getByRole('listitem').first();
    await expect(newest).toContainText('New');
    const title = (await newest.locator('.inbox-row__title').innerText()).replace(/^Unread:\s*/, '').trim();
    await newest.getByRole('link', { name: `Unread: ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '11 unread messages' })).toHaveText('11');
    await page.getByRole('link', { name: 'Back to messages' }).click();
    await expect(list.getByRole('link', { name: title, exact: true })).toBeVisible();

    // Deleting an unread one asks first, then the count drops again.
    const second = list.getByRole('listitem').nth(1);
    const secondTitle = (await second.locator('.inbox-row__title').innerText()).replace(/^Unread:\s*/, '').trim();
    await second.getByRole('button', { name: `Delete “${secondTitle}”` }).click();
    await expect(second.getByRole('button', { name: 'Yes, delete' })).toBeFocused();
    await second.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message deleted.' })).toBeVisible();
    await expect(list.getByRole('link', { name: new RegExp(secondTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: '10 unread messages' })).toHaveText('10');
    await expect(page.getByText('10 unread · 14 messages')).toBeVisible();
  });
}

test('the operator sends a message from the console and the player reads it in the inbox (INB-08)', async ({ page, request }) => {
  const player = await newPlayer(request);
  await page.goto('/sandbox/console');
  await page.getByLabel("Player's e-mail").fill(player.username);
  await page.getByLabel('Category').selectOption('account');
  await page.getByLabel('Title').fill('Your statement is ready');
  await page.getByLabel('Message (plain text)').fill('Hello,\nyour monthly statement is on the account page.\n\nThe team');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Sent to ${player.username}: Your statement is ready` })).toBeVisible();

  await signIn(page, player);
  await page.goto('/account/messages');
  await expect(page.getByRole('banner').getByRole('link', { name: '13 unread messages' })).toHaveText('13');
  await page.getByRole('link', { name: 'Unread: Your statement is ready' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your statement is ready' })).toBeVisible();
  await expect(page.getByText('your monthly statement is on the account page.', { exact: false })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '12 unread messages' })).toHaveText('12');
});
