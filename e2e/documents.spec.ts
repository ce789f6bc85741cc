import { expect, pageChecked, test } from './fixtures';
import { control, logIn, newPlayer } from './support';

/** A 1×1 PNG, as a phone's camera would never make one, but a real PNG by its bytes. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test(`a requested identity document is uploaded in the provider's frame, verified by the operator, and the account area follows`, async ({ page, request }) => {
  const player = await newPlayer(request, 'ready@demo.test', { documentStatus: 'REQUESTED' });
  await logIn(page, player, '/login?destination=%2Faccount');
  await expect(page).toHaveURL(/\/account$/);
  const alert = page.locator('.document-alert');
  await expect(alert).toContainText('We need a copy of your identity document.');
  expect(await pageChecked(page)).toBe(true);

  await alert.getByRole('link', { name: 'Upload document' }).click();
  await expect(page).toHaveURL(/\/validate-document$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Identity document upload"]');
  await frame.getByLabel('Identity document').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
  expect(await pageChecked(page)).toBe(true);
  await frame.getByRole('button', { name: 'Send document' }).click();

  await expect(page).toHaveURL(/\/validate-document\/result\?transactionStatus=SUCCESS$/);
  await expect(page.getByText('your document was submitted and is being processed')).toBeVisible();
  expect(await pageChecked(page)).toBe(true);

  const decision = await control(request, 'POST', `/sandbox/control/players/${encodeURIComponent(player.username)}/document-decision`, { status: 'VERIFIED' });
  expect(decision.status()).toBe(200);
  await page.getByRole('link', { name: 'Back to my account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);
});
