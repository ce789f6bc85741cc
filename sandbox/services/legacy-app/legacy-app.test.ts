// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { HttpResult } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox({ own: true });

interface LegacyPage {
  status: number;
  html: string;
  config: { siteOrigins: string[]; language: string; onLoad: { type: string; path?: string; error?: string }[] };
  hidden: Record<string, string>;
}

function read(result: HttpResult): LegacyPage {
  const block = /<script type="application\/json" id="legacy-config">([^<]*)<\/script>/.exec(result.text)?.[1];
  if (block === undefined) throw new Error(`No configuration block in ${result.status} ${result.text.slice(0, 300)}`);
  const hidden: Record<string, string> = {};
  for (const match of result.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) hidden[match[1] ?? ''] = match[2] ?? '';
  return { status: result.status, html: result.text, config: JSON.parse(block) as LegacyPage['config'], hidden };
}

const visible = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');

async function newPlayer(balances: { type: string; amount: number }[] = [{ type: 'Withdrawable', amount: 100 }, { type: 'Playable', amount: 100 }]) {
  const player = await sandbox.createPlayer({ balances });
  const session = await sandbox.sessionFor(player.username, player.password);
  return { ...player, session, cookie: { cookie: `sid=${session}` } };
}

async function balanceOf(session: string, type: string): Promise<number | undefined> {
  const balances = (await sandbox.request('GET', `/services/wallet-gateway/v1/profiles/${session}/balances`)).body as { type: string; amount: number }[];
  return balances.find((balance) => balance.type === type)?.amount;
}

const fromItsOwnPage = (cookie: Record<string, string>) => ({ ...cookie, 'sec-fetch-site': 'same-origin' });

describe('the legacy application', { timeout: 60_000 }, () => {
  it('is served on a third origin, framed only by the site, with a strict policy and no referrer', async () => {
    const origins = new Set([new URL(sandbox.url).origin, new URL(sandbox.providerUrl).origin, new URL(sandbox.legacyUrl).origin]);
    expect(origins.size).toBe(3);
    const result = await sandbox.legacyRequest('GET', '/sports');
    expect(result.status).toBe(200);
    const csp = result.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${sandbox.url}`);
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(result.headers.get('referrer-policy')).toBe('no-referrer');
    expect(result.headers.get('cache-control')).toBe('no-store');
    const page = read(result);
    expect(page.html.match(/<h1>/g)).toHaveLength(1);
    expect(page.html.match(/<main /g)).toHaveLength(1);
    const scripts = [...page.html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual([' type="application/json" id="legacy-config"', ' src="/assets/legacy.js" defer']);
    expect(page.config.siteOrigins).toEqual([sandbox.url]);
    expect(page.config.onLoad).toEqual([{ type: 'legacy:navigation-end', path: '/sports' }]);
    expect(visible(page.html)).toContain('Northbridge United – Eastport City');

    const script = await sandbox.legacyRequest('GET', '/assets/legacy.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.text).toContain('window.parent.postMessage(message, siteOrigins[i])');
    expect(script.text).not.toContain("'*'");
  });

  it('names its origin to the site: the site configuration and the CSP frame-src', async () => {
    const config = (await sandbox.request('GET', '/services/site-config/v1/site-config')).body as Record<string, unknown>;
    expect(config.embeddedAppOrigins).toEqual([sandbox.legacyUrl]);
    expect(config.olympusLoggedPages).toEqual(['/account/cashier', '/sports']);
    expect(config.olympusUnLoggedPages).toEqual(['/sports']);
  });

  it('tells a visitor on a cashier page to log in, lets a visitor browse the sportsbook, and its bet slip asks for a login', async () => {
    const cashier = read(await sandbox.legacyRequest('GET', '/cashier/deposit'));
    expect(cashier.status).toBe(200);
    expect(cashier.config.onLoad).toEqual([{ type: 'legacy:navigation-end', path: '/cashier/deposit' }, { type: 'legacy:login-required' }]);
    expect(visible(cashier.html)).toContain('Please log in');

    const event = read(await sandbox.legacyRequest('GET', '/sports/event/fx-1?lang=es'));
    expect(event.status).toBe(200);
    expect(event.html).toContain('<html lang="es">');
    expect(event.html).toMatch(/<form [^>]*data-login-required/);
    expect(visible(event.html)).toContain('Apostar');
    expect(visible(event.html)).toContain('Inicia sesión para apostar.');
    expect(event.html).toContain('data-back');

    const placed = read(await sandbox.legacyRequest('POST', '/sports/event/fx-1', { form: { selection: 'HOME', stake: '5' }, headers: { 'sec-fetch-site': 'same-origin' } }));
    expect(placed.config.onLoad.map((message) => message.type)).toContain('legacy:login-required');
  });

  it('names the area a page is part of in its title and header, the cashier or the sportsbook, in the page’s language', async () => {
    const names = (html: string) => [/<title>([^<]*)<\/title>/.exec(html)?.[1], /<p class="brand">([^<]*)<\/p>/.exec(html)?.[1], /<nav aria-label="([^"]*)"/.exec(html)?.[1]];
    expect(names(read(await sandbox.legacyRequest('GET', '/cashier/deposit')).html)).toEqual(['Please log in · Cashier', 'Cashier', 'Cashier']);
    expect(names(read(await sandbox.legacyRequest('GET', '/sports')).html)).toEqual(['Sportsbook', 'Sportsbook', 'Sportsbook']);
    expect(names(read(await sandbox.legacyRequest('GET', '/cashier/deposit?lang=de')).html).slice(1)).toEqual(['Kasse', 'Kasse']);
    expect(names(read(await sandbox.legacyRequest('GET', '/sports?lang=es')).html).slice(1)).toEqual(['Apuestas deportivas', 'Apuestas deportivas']);
  });

  it('answers any other path with its not-found page, which posts NOT_FOUND', async () => {
    for (const path of ['/cashier', '/cashier/elsewhere', '/sports/event/fx-99', '/account']) {
      const page = read(await sandbox.legacyRequest('GET', path));
      expect(page.status, path).toBe(404);
      expect(page.config.onLoad, path).toEqual([{ type: 'legacy:navigation-error', error: 'NOT_FOUND' }]);
    }
    expect(visible(read(await sandbox.legacyRequest('GET', '/nowhere?lang=es')).html)).toContain('Página no encontrada');
  });

  it('speaks German when asked by ?lang=de or by the browser, and English for a language it does not have', async () => {
    const german = read(await sandbox.legacyRequest('GET', '/nowhere?lang=de'));
    expect(visible(german.html)).toContain('Seite nicht gefunden');
    expect(german.html).toMatch(/<html lang="de"/);
    const preferred = read(await sandbox.legacyRequest('GET', '/nowhere', { headers: { 'accept-language': 'fr-FR, de;q=0.8, en;q=0.5' } }));
    expect(visible(preferred.html)).toContain('Seite nicht gefunden');
    expect(visible(read(await sandbox.legacyRequest('GET', '/nowhere?lang=fr')).html)).toContain('Page not found');
  });

  it('deposits once for a double submit, redirects to a receipt with the new balance, and tells the host the balance changed', async () => {
    const player = await newPlayer();
    const form = read(await sandbox.legacyRequest('GET', '/cashier/deposit', { headers: player.cookie }));
    expect(form.status).toBe(200);
    expect(visible(form.html)).toContain('4242 4242 4242 4242');
    expect(form.hidden._key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const fields = { ...form.hidden, amount: '25.00', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
    const [first, second] = await Promise.all([
      sandbox.legacyRequest('POST', '/cashier/deposit', { form: fields, headers: fromItsOwnPage(player.cookie) }),
      sandbox.legacyRequest('POST', '/cashier/deposit', { form: fields, headers: fromItsOwnPage(player.cookie) }),
    ]);
    expect(first.status).toBe(303);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(await balanceOf(player.session, 'Withdrawable')).toBe(125);

    const receipt = read(await sandbox.legacyRequest('GET', first.headers.get('location') ?? '', { headers: player.cookie }));
    expect(visible(receipt.html)).toContain('Your deposit of €25.00 is complete.');
    expect(visible(receipt.html)).toContain('Your balance is now €125.00.');
    expect(receipt.config.onLoad).toEqual([{ type: 'legacy:navigation-end', path: '/cashier/deposit' }, { type: 'legacy:balance-changed' }]);
    // The way on from a first deposit is play: a site page, opened in the host (JRN-05).
    expect(receipt.html).toContain(`<a class="next" href="${sandbox.url}/casino" target="_top" data-outside="/casino">Play now</a>`);
  });

  it('offers each deposit method as a page of its own with its mark, its limits under the amount before typing and quick amounts within them (CSH-01..03)', async () => {
    const player = await newPlayer();
    const card = read(await sandbox.legacyRequest('GET', '/cashier/deposit', { headers: player.cookie }));
    const methods = [...card.html.matchAll(/<a class="method" href="([^"]+)"( aria-current="page")?><svg[^>]*aria-hidden="true"[\s\S]*?<\/svg><span class="method-name">([^<]+)</g)].map((match) => [match[1], match[3], match[2] !== undefined]);
    expect(methods).toEqual([
      ['/cashier/deposit?lang=en', 'Card', true],
      ['/cashier/deposit/bank?lang=en', 'Bank transfer', false],
      ['/cashier/deposit/ewallet?lang=en', 'E-wallet', false],
    ]);
    expect(card.html).not.toMatch(/<img|src="http|href="http[^"]*\.svg/);
    const amountHint = (html: string) => /<span class="hint" id="field-amount-hint">([^<]*)<\/span>/.exec(html)?.[1]?.replace(/\u00a0|\u202f/g, ' ');
    const quick = (html: string) => [...html.matchAll(/<button type="button" class="quick" data-amount="([^"]+)">([^<]+)<\/button>/g)].map((match) => `${match[2]}=${match[1]}`);
    expect(amountHint(card.html)).toBe('Minimum €10.00 · Maximum €5,000.00');
    expect(quick(card.html)).toEqual(['€10=10.00', '€20=20.00', '€50=50.00', '€100=100.00']);
    const bank = read(await sandbox.legacyRequest('GET', '/cashier/deposit/bank', { headers: player.cookie }));
    expect(/<title>([^<]*)<\/title>/.exec(bank.html)?.[1]).toMatch(/^Deposit by bank transfer · /);
    expect(bank.config.onLoad[0]).toEqual({ type: 'legacy:navigation-end', path: '/cashier/deposit/bank' });
    expect(amountHint(bank.html)).toBe('Minimum €20.00 · Maximum €10,000.00');
    expect(quick(bank.html)).toEqual(['€20=20.00', '€40=40.00', '€100=100.00', '€200=200.00']);
    expect(visible(bank.html)).toContain('IBAN');
    const wallet = read(await sandbox.legacyRequest('GET', '/cashier/deposit/ewallet?lang=de', { headers: player.cookie }));
    expect(amountHint(wallet.html)).toBe('Minimum 10,00 € · Maximum 2.000,00 €');
    expect(quick(wallet.html)[0]?.replace(/\u00a0/g, ' ')).toBe('10 €=10,00');
    expect(visible(wallet.html)).toContain('E-Mail des E-Wallets');

    // The typed amount is still checked, saying the limit.
    const low = read(await sandbox.legacyRequest('POST', '/cashier/deposit/bank', { form: { ...bank.hidden, amount: '15', iban: 'DE89 3704 0044 0532 0130 00' }, headers: fromItsOwnPage(player.cookie) }));
    expect(/<span class="field-error" id="field-amount-error">([^<]*)</.exec(low.html)?.[1]).toBe('The amount is below the minimum of €20.00.');
    const high = read(await sandbox.legacyRequest('POST', '/cashier/deposit/ewallet', { form: { ...wallet.hidden, amount: '2500', email: 'ada@wallet.example' }, headers: fromItsOwnPage(player.cookie) }));
    expect(visible(high.html)).toContain('The amount is above the maximum of €2,000.00.');
    const badIban = read(await sandbox.legacyRequest('POST', '/cashier/deposit/bank', { form: { ...low.hidden, amount: '30', iban: 'DE00 1234' }, headers: fromItsOwnPage(player.cookie) }));
    expect(/<span class="field-error" id="field-iban-error">([^<]*)</.exec(badIban.html)?.[1]).toBe('Check this field.');
    const paid = await sandbox.legacyRequest('POST', '/cashier/deposit/bank', { form: { ...badIban.hidden, amount: '30', iban: 'DE89 3704 0044 0532 0130 00' }, headers: fromItsOwnPage(player.cookie) });
    expect(paid.headers.get('location')).toMatch(/^\/cashier\/deposit\/bank\?lang=en&receipt=/);
    expect(await balanceOf(player.session, 'Withdrawable')).toBe(130);
  });

  it('remembers a card after a deposit: the next one offers "Visa ending 4242" with only the CVC, another card on request, and removes it (CSH-04, CSH-05)', async () => {
    const player = await newPlayer();
    const first = read(await sandbox.legacyRequest('GET', '/cashier/deposit', { headers: player.cookie }));
    expect(first.html).not.toContain('name="savedCard"');
    const refused = read(await sandbox.legacyRequest('POST', '/cashier/deposit', { form: { ...first.hidden, amount: '5', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }, headers: fromItsOwnPage(player.cookie) }));
    // The number typed is never written back into the page.
    expect(refused.html).not.toContain('4242 4242 4242 4242"');
    expect(refused.html).not.toMatch(/value="4242/);
    await sandbox.legacyRequest('POST', '/cashier/deposit', { form: { ...refused.hidden, amount: '25', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }, headers: fromItsOwnPage(player.cookie) });

    const next = read(await sandbox.legacyRequest('GET', '/cashier/deposit', { headers: player.cookie }));
    // The brand's drawn mark is hidden from screen readers; what is read is the card's name.
    const spoken = (html: string) => visible(html.replace(/<svg[\s\S]*?<\/svg>/g, ''));
    expect(spoken(next.html)).toContain('Pay with Visa ending 4242 expires 12/39');
    expect(next.html).not.toContain('name="number"');
    expect(next.html).toContain('name="cvc"');
    expect(next.html).toContain('<a href="/cashier/deposit?lang=en&amp;card=new">Use another card</a>');
    const savedId = /name="savedCard" value="([^"]+)" checked/.exec(next.html)?.[1] ?? '';
    const paid = await sandbox.legacyRequest('POST', '/cashier/deposit', { form: { ...next.hidden, amount: '20', savedCard: savedId, cvc: '456' }, headers: fromItsOwnPage(player.cookie) });
    expect(paid.status).toBe(303);
    expect(await balanceOf(player.session, 'Withdrawable')).toBe(145);
    const another = read(await sandbox.legacyRequest('GET', '/cashier/deposit?card=new', { headers: player.cookie }));
    expect(another.html).toContain('name="number"');
    expect(another.html).not.toContain('name="savedCard"');

    const removeButton = /<form method="post" action="\/cashier\/deposit\/cards\/remove\?lang=en" class="inline">[\s\S]*?<\/form>/.exec(next.html)?.[0] ?? '';
    expect(spoken(removeButton).trim()).toBe('Remove Visa ending 4242');
    const token = /name="_csrf" value="([^"]+)"/.exec(removeButton)?.[1] ?? '';
    expect((await sandbox.legacyRequest('POST', '/cashier/deposit/cards/remove', { form: { _csrf: 'forged', card: savedId }, headers: fromItsOwnPage(player.cookie) })).status).toBe(403);
    const removed = await sandbox.legacyRequest('POST', '/cashier/deposit/cards/remove', { form: { _csrf: token, card: savedId }, headers: fromItsOwnPage(player.cookie) });
    expect(removed.headers.get('location')).toBe('/cashier/deposit?lang=en&removed=1');
    const after = read(await sandbox.legacyRequest('GET', removed.headers.get('location') ?? '', { headers: player.cookie }));
    expect(visible(after.html)).toContain('The card is removed.');
    expect(after.html).not.toContain('name="savedCard"');
    expect(after.html).toContain('name="number"');
  });

  it('refuses a form without the session’s anti-forgery token or from another site, and moves nothing', async () => {
    const player = await newPlayer();
    const form = read(await sandbox.legacyRequest('GET', '/cashier/deposit', { headers: player.cookie }));
    const fields = { ...form.hidden, amount: '25.00', number: '4242424242424242', expiry: '12/39', cvc: '123' };
    const forged = await sandbox.legacyRequest('POST', '/cashier/deposit', { form: { ...fields, _csrf: 'forged' }, headers: fromItsOwnPage(player.cookie) });
    expect(forged.status).toBe(403);
    expect(read(forged).config.onLoad).toEqual([{ type: 'legacy:navigation-error', error: 'FORBIDDEN' }]);
    const crossSite = await sandbox.legacyRequest('POST', '/cashier/deposit', { form: fields, headers: { ...player.cookie, 'sec-fetch-site': 'same-site' } });
    expect(crossSite.status).toBe(403);
    // Another player's token does not fit this session.
    const other = await newPlayer();
    const othersForm = read(await sandbox.legacyRequest('GET', '/cashier/deposit', { headers: other.cookie }));
    expect((await sandbox.legacyRequest('POST', '/cashier/deposit', { form: { ...fields, _csrf: othersForm.hidden._csrf ?? '' }, headers: fromItsOwnPage(player.cookie) })).status).toBe(403);
    expect(await balanceOf(player.session, 'Withdrawable')).toBe(100);
  });

  it('shows a declined card, and takes a deposit through its confirmation step', async () => {
    const player = await newPlayer();
    const form = read(await sandbox.legacyRequest('GET', '/cashier/deposit', { headers: player.cookie }));
    const declined = read(
      await sandbox.legacyRequest('POST', '/cashier/deposit', { form: { ...form.hidden, amount: '20', number: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' }, headers: fromItsOwnPage(player.cookie) }),
    );
    expect(declined.status).toBe(200);
    expect(visible(declined.html)).toContain('Your card was declined.');
    expect(declined.hidden._key).not.toBe(form.hidden._key);

    const asked = await sandbox.legacyRequest('POST', '/cashier/deposit', {
      form: { ...declined.hidden, amount: '30', number: '4000 0000 0000 3220', expiry: '12/39', cvc: '123' },
      headers: fromItsOwnPage(player.cookie),
    });
    expect(asked.status).toBe(303);
    const confirmPath = asked.headers.get('location') ?? '';
    expect(confirmPath).toMatch(/^\/cashier\/deposit\/confirm\/[A-Za-z0-9_-]+\?lang=en$/);
    const confirm = read(await sandbox.legacyRequest('GET', confirmPath, { headers: player.cookie }));
    expect(visible(confirm.html)).toContain('In the sandbox the code is 1234.');
    expect(confirm.config.onLoad[0]).toEqual({ type: 'legacy:navigation-end', path: confirmPath.replace('?lang=en', '') });
    expect(await balanceOf(player.session, 'Withdrawable')).toBe(100);

    const wrong = read(await sandbox.legacyRequest('POST', confirmPath, { form: { ...confirm.hidden, code: '0000' }, headers: fromItsOwnPage(player.cookie) }));
    expect(wrong.status).toBe(200);
    expect(visible(wrong.html)).toContain('That code is not right.');
    const right = await sandbox.legacyRequest('POST', confirmPath, { form: { ...confirm.hidden, code: '1234' }, headers: fromItsOwnPage(player.cookie) });
    expect(right.status).toBe(303);
    expect(await balanceOf(player.session, 'Withdrawable')).toBe(130);
  });

  it('withdraws from the withdrawable balance it shows, and says when the amount is more', async () => {
    const player = await newPlayer([{ type: 'Withdrawable', amount: 40 }, { type: 'Bonus', amount: 60 }, { type: 'Playable', amount: 100 }]);
    const form = read(await sandbox.legacyRequest('GET', '/cashier/withdraw', { headers: player.cookie }));
    expect(visible(form.html)).toContain('Withdrawable balance €40.00');
    expect(form.html).toContain('data-outside="/account/cashier/withdraw/manage-pending"');
    const tooMuch = read(await sandbox.legacyRequest('POST', '/cashier/withdraw', { form: { ...form.hidden, amount: '50' }, headers: fromItsOwnPage(player.cookie) }));
    expect(tooMuch.status).toBe(200);
    expect(visible(tooMuch.html)).toContain('The amount is more than you can use (€40.00).');
    const done = await sandbox.legacyRequest('POST', '/cashier/withdraw', { form: { ...tooMuch.hidden, amount: '15,50' }, headers: fromItsOwnPage(player.cookie) });
    expect(done.status).toBe(303);
    const receipt = read(await sandbox.legacyRequest('GET', done.headers.get('location') ?? '', { headers: player.cookie }));
    expect(visible(receipt.html)).toContain('Your withdrawal of €15.50 is pending.');
    expect(await balanceOf(player.session, 'Withdrawable')).toBe(24.5);
    const typo = read(await sandbox.legacyRequest('POST', '/cashier/withdraw', { form: { ...form.hidden, amount: 'ten' }, headers: fromItsOwnPage(player.cookie) }));
    expect(typo.status).toBe(200);
    expect(typo.html).toContain('aria-invalid="true"');
  });

  it('places a bet from the bet slip and lists it under My bets', async () => {
    const player = await newPlayer();
    const event = read(await sandbox.legacyRequest('GET', '/sports/event/fx-2', { headers: player.cookie }));
    expect(event.html).not.toContain('data-login-required');
    const placed = await sandbox.legacyRequest('POST', '/sports/event/fx-2', { form: { ...event.hidden, selection: 'AWAY', stake: '4' }, headers: fromItsOwnPage(player.cookie) });
    expect(placed.status).toBe(303);
    const bets = read(await sandbox.legacyRequest('GET', placed.headers.get('location') ?? '', { headers: player.cookie }));
    expect(visible(bets.html)).toContain('Bet placed: €4.00 on Kingsford Athletic at 4.50. Potential win €18.00.');
    expect(visible(bets.html)).toContain('Harbour Rovers – Kingsford Athletic');
    expect(bets.config.onLoad).toEqual([{ type: 'legacy:navigation-end', path: '/sports/bets' }, { type: 'legacy:balance-changed' }]);
    expect(await balanceOf(player.session, 'Playable')).toBe(96);
  });

  it('sends money to another player, and names the reasons a recipient is refused', async () => {
    const sender = await newPlayer();
    const recipient = await newPlayer();
    const form = read(await sandbox.legacyRequest('GET', '/cashier/withdraw/ttp?lang=es', { headers: sender.cookie }));
    expect(visible(form.html)).toContain('Enviar dinero a un jugador');
    expect(form.config.onLoad[0]).toEqual({ type: 'legacy:navigation-end', path: '/cashier/withdraw/ttp' });
    expect(form.html).toContain('data-back');
    const unknown = read(
      await sandbox.legacyRequest('POST', '/cashier/withdraw/ttp?lang=es', { form: { ...form.hidden, recipient: 'nobody@demo.test', amount: '5' }, headers: fromItsOwnPage(sender.cookie) }),
    );
    expect(visible(unknown.html)).toContain('No hay ningún jugador con ese correo o usuario.');
    const sent = await sandbox.legacyRequest('POST', '/cashier/withdraw/ttp?lang=es', {
      form: { ...unknown.hidden, recipient: recipient.username.toUpperCase(), amount: '5' },
      headers: fromItsOwnPage(sender.cookie),
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toMatch(/^\/cashier\/withdraw\/ttp\?lang=es&receipt=/);
    const receipt = read(await sandbox.legacyRequest('GET', sent.headers.get('location') ?? '', { headers: sender.cookie }));
    expect(visible(receipt.html)).toMatch(/Has enviado 5,00\s€ a /);
    expect(await balanceOf(sender.session, 'Withdrawable')).toBe(95);
    expect(await balanceOf(recipient.session, 'Withdrawable')).toBe(105);
  });

  it('withdraws by bank transfer to a linked account, and says when there is none', async () => {
    const player = await newPlayer();
    expect(visible(read(await sandbox.legacyRequest('GET', '/cashier/withdraw/cbt', { headers: player.cookie })).html)).toContain('You have no linked bank account.');
    await sandbox.patchPlayer(player.username, { personaLinkedAccounts: [{ id: 'iban-1', type: 'BANK', label: 'Savings ••42' }] });
    const form = read(await sandbox.legacyRequest('GET', '/cashier/withdraw/cbt', { headers: player.cookie }));
    expect(form.html).toContain('<option value="iban-1">Savings ••42</option>');
    const done = await sandbox.legacyRequest('POST', '/cashier/withdraw/cbt', { form: { ...form.hidden, accountId: 'iban-1', amount: '20' }, headers: fromItsOwnPage(player.cookie) });
    expect(done.status).toBe(303);
    expect(await balanceOf(player.session, 'Withdrawable')).toBe(80);
    const pending = (await sandbox.request('GET', `/services/payment/v1/profiles/${player.session}/withdrawals?status=PENDING`)).body as Record<string, unknown>[];
    expect(pending).toMatchObject([{ amount: 2000, method: 'CBT' }]);
  });

  it('sends money to another player, and says nothing was sent when that player cannot receive it now, without saying why', async () => {
    const sender = await newPlayer();
    const recipient = await newPlayer();
    await sandbox.request('PUT', `/services/responsible-gambling/v1/profiles/${recipient.session}/limits/DEPOSIT/DAY`, { body: { amount: 1000, currency: 'EUR' } });
    const form = read(await sandbox.legacyRequest('GET', '/cashier/withdraw/ttp', { headers: sender.cookie }));
    const refused = read(await sandbox.legacyRequest('POST', '/cashier/withdraw/ttp', { form: { ...form.hidden, recipient: recipient.username, amount: '20' }, headers: fromItsOwnPage(sender.cookie) }));
    expect(visible(refused.html)).toContain('That player cannot receive money now. Nothing was sent.');
    expect(visible(refused.html)).not.toMatch(/limit/i);
    expect(await balanceOf(sender.session, 'Withdrawable')).toBe(100);
    const again = read(await sandbox.legacyRequest('GET', '/cashier/withdraw/ttp', { headers: sender.cookie }));
    const sent = await sandbox.legacyRequest('POST', '/cashier/withdraw/ttp', { form: { ...again.hidden, recipient: recipient.username, amount: '10' }, headers: fromItsOwnPage(sender.cookie) });
    expect(sent.status).toBe(303);
    expect(await balanceOf(recipient.session, 'Withdrawable')).toBe(110);
  });

  it('refuses a bet from another site, and shows its error page when the platform fails', async () => {
    const player = await newPlayer();
    const event = read(await sandbox.legacyRequest('GET', '/sports/event/fx-3', { headers: player.cookie }));
    const crossSite = await sandbox.legacyRequest('POST', '/sports/event/fx-3', { form: { ...event.hidden, selection: 'HOME', stake: '5' }, headers: { ...player.cookie, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(await balanceOf(player.session, 'Playable')).toBe(100);

    await sandbox.control('POST', '/sandbox/control/faults', { method: 'GET', path: '/services/sportsbook/v1/fixtures', status: 500, times: 1 });
    const failed = read(await sandbox.legacyRequest('GET', '/sports'));
    expect(failed.status).toBe(502);
    expect(failed.config.onLoad).toEqual([{ type: 'legacy:navigation-error', error: 'INTERNAL_ERROR' }]);
    expect(visible(failed.html)).toContain('Something went wrong');
  });
});
