import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, newPlayer } from './support';

interface StoredMessage {
  readonly reference: string;
  readonly email: string;
  readonly subject: string | null;
  readonly message: string;
  readonly language: string;
  readonly username: string | null;
}

interface StoredApplication {
  readonly reference: string;
  readonly name: string;
  readonly email: string;
  readonly website: string | null;
  readonly country: string;
  readonly trafficSources: readonly string[];
}

const contactMessages = async (request: APIRequestContext) => (await (await request.get('/sandbox/control/contact-messages')).json()) as StoredMessage[];
const affiliateApplications = async (request: APIRequestContext) => (await (await request.get('/sandbox/control/affiliate-applications')).json()) as StoredApplication[];

test(`a visitor writes to support from the footer, is told what is missing, and sees the reference on the help page`, async ({ page, request }, testInfo) => {
  const email = `visitor-${testInfo.project.name}@example.com`;
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();

  // HELP-06: required fields, said on the fields, with focus on the first.
  await page.getByRole('button', { name: 'Send message' }).click();
  const emailField = page.getByLabel('Your e-mail address');
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAccessibleDescription('Please enter your e-mail address.');
  await expect(page.getByLabel('Subject')).toHaveAccessibleDescription('Please choose a subject.');
  await expect(page.getByRole('alert')).toHaveText('Please check the fields marked below.');

  await emailField.fill(email);
  await page.getByLabel('Subject').selectOption({ label: 'Deposits and withdrawals' });
  await page.getByLabel('Your message').fill('My withdrawal from Monday has not arrived.\nCould you check it, please?');
  await page.getByRole('button', { name: 'Send message' }).click();

  // HELP-07: the help page, with a confirmation naming the reference the platform gave.
  await expect(page).toHaveURL(/\/help$/);
  const confirmation = page.getByRole('status').filter({ hasText: 'Your reference is' });
  await expect(confirmation).toContainText(/C-[A-Z0-9]{8}/);
  const reference = /C-[A-Z0-9]{8}/.exec((await confirmation.textContent()) ?? '')?.[0];
  const stored = (await contactMessages(request)).find((message) => message.reference === reference);
  expect(stored).toEqual({
    reference,
    receivedAt: expect.any(String),
    email,
    subject: 'payments',
    message: 'My withdrawal from Monday has not arrived.\nCould you check it, please?',
    language: 'en',
    birthDate: null,
    username: null,
  });
});

test(`a partner applies to become an affiliate, in Spanish, and is thanked with the reference`, async ({ page, request }, testInfo) => {
  const email = `partner-${testInfo.project.name}@partner.example`;
  await page.goto('/?lang=es');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Hazte afiliado' }).click();
  await expect(page).toHaveURL(/\/become-an-affiliate$/);
  await expect(page.getByRole('heading', { name: 'Hazte afiliado', level: 1 })).toBeVisible();

  await page.getByLabel('Tu nombre').fill('Grace Hopper');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Sitio web (opcional)').fill('http://partner.example');
  // Countries are named in the page's language.
  await page.getByLabel('País').selectOption({ label: 'Alemania' });
  await page.getByRole('group', { name: '¿De dónde viene tu tráfico?' }).getByLabel('Retransmisiones en directo').check();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  // REF-08: an http website and the unticked terms are refused before anything is sent.
  const website = page.getByLabel('Sitio web (opcional)');
  await expect(website).toBeFocused();
  await expect(website).toHaveAccessibleDescription('Introduce una dirección web que empiece por https://');
  await website.fill('https://partner.example/casino');
  await page.getByLabel(/He leído y acepto/).check();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();

  await expect(page.getByRole('heading', { name: 'Gracias por tu solicitud', level: 1 })).toBeVisible();
  const reference = (await page.locator('.affiliate-page__reference strong').textContent()) ?? '';
  expect(reference).toMatch(/^A-[A-Z0-9]{8}$/);
  expect((await affiliateApplications(request)).find((application) => application.reference === reference)).toMatchObject({
    name: 'Grace Hopper',
    email,
    website: 'https://partner.example/casino',
    country: 'DE',
    trafficSources: ['streaming'],
    language: 'es',
  });
});

test("a logged-in player's e-mail is filled in, and the message is stored as theirs", async ({ page, request }) => {
  const player = await newPlayer(request);
  await logIn(page, player, '/login?destination=%2Fcontact-us');
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Your e-mail address')).toHaveValue(player.username);
  await page.getByLabel('Subject').selectOption({ label: 'My account' });
  await page.getByLabel('Your message').fill('Please send me a statement of my account.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your reference is' })).toBeVisible();
  const stored = (await contactMessages(request)).find((message) => message.username === player.username);
  expect(stored).toMatchObject({ email: player.username, subject: 'account', message: 'Please send me a statement of my account.' });
});
