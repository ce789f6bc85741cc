import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Clock } from '../../kernel/clock.ts';
import { headerText } from '../../kernel/http/request-headers.ts';
import { cookieValue } from '../geolocation/geolocation.ts';
import type { Fixture, Selection } from '../sportsbook/fixtures.ts';
import { formatMinor } from '../sportsbook/money.ts';
import { currencyDecimals } from '../wallet/amounts.ts';
import { FormGuard, idempotencyKeyFormat, newIdempotencyKey, ReceiptBook, type Receipt } from './form-guard.ts';
import {
  alert,
  balanceLine,
  betTable,
  fixtureList,
  form,
  input,
  marketChoices,
  ownHref,
  page,
  paragraph,
  success,
  testCards,
  type BetRow,
  type PageShell,
} from './legacy-pages.ts';
import { exclusionRefusalText, fill, legacyLanguage, legacyStrings, limitRefusalText, preferredLegacyLanguage, type LegacyLanguage, type LegacyStrings } from './legacy-strings.ts';
import { field, fieldCauses, platformClient, PlatformUnavailable, textField, type PlatformClient } from './platform-client.ts';

export interface LegacyAppOptions {
  logger: boolean;
  /** The origins the site is served from: the only pages that may frame the legacy application. */
  siteOrigins: () => readonly string[];
  /** The platform's API (the sandbox's own port), called over loopback. */
  apiUrl: () => string;
}

const assetsDir = fileURLToPath(new URL('./assets/', import.meta.url));
const assets = { 'legacy.js': 'text/javascript; charset=utf-8', 'legacy.css': 'text/css; charset=utf-8' } as const;

/** The legacy pages' policy: their own script and style, forms to themselves, framed only by the site. */
export function legacyContentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

const sessionIdFormat = /^[A-Za-z0-9_-]{16,128}$/;
const depositIdFormat = /^[A-Za-z0-9_-]{1,64}$/;

interface Player {
  session: string;
  currency: string;
  linkedAccounts: { id: string; label: string }[];
}

type Form = Record<string, string | undefined>;

const paths = {
  profile: (session: string) => `/services/profile/v1/profiles/${session}`,
  balances: (session: string) => `/services/wallet-gateway/v1/profiles/${session}/balances`,
  deposits: (session: string) => `/services/payment/v1/profiles/${session}/deposits`,
  confirmation: (session: string, id: string) => `/services/payment/v1/profiles/${session}/deposits/${encodeURIComponent(id)}/confirmation`,
  withdrawals: (session: string) => `/services/payment/v1/profiles/${session}/withdrawals`,
  siteConfig: '/services/site-config/v1/site-config',
  twoFactorStatus: (session: string) => `/services/player-verification/v1/profiles/${session}/two-factor/status`,
  withdrawStatus: (session: string) => `/services/player-verification/v1/profiles/${session}/operations/withdraw/status`,
  transfers: (session: string) => `/services/payment/v1/profiles/${session}/transfers`,
  fixtures: '/services/sportsbook/v1/fixtures',
  bets: (session: string) => `/services/sportsbook/v1/profiles/${session}/bets`,
};

/** An amount the player typed ("25", "25.00", "25,5") in minor units of the currency; null when it is not one. */
export function typedAmount(text: string | undefined, currency: string): bigint | null {
  const decimals = currencyDecimals(currency);
  const pattern = decimals === 0 ? /^(\d{1,12})$/ : new RegExp(`^(\\d{1,12})(?:[.,](\\d{1,${decimals}}))?$`);
  const match = pattern.exec((text ?? '').trim());
  if (match === null) return null;
  const minor = BigInt(match[1] ?? '0') * 10n ** BigInt(decimals) + BigInt((match[2] ?? '').padEnd(decimals, '0') || '0');
  return minor > 0n && minor <= BigInt(Number.MAX_SAFE_INTEGER) ? minor : null;
}

/** A wallet amount (major units, a JSON number) in minor units, through its decimal text. */
function minorOfMajor(amount: number, currency: string): bigint {
  const decimals = currencyDecimals(currency);
  const [whole = '0', fraction = ''] = Math.abs(amount).toFixed(decimals).split('.');
  const minor = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction || '0');
  return amount < 0 ? -minor : minor;
}

/** A platform answer's `amount` (minor units) in the page's language; the platform's own rendering when it has none. */
function amountIn(answer: unknown, language: LegacyLanguage): string {
  const amount = field(answer, 'amount');
  const currency = textField(answer, 'currency');
  if (typeof amount === 'number' && Number.isSafeInteger(amount) && currency !== undefined) return formatMinor(BigInt(amount), currency, language);
  return textField(answer, 'formattedAmount') ?? '';
}

const amountError = (strings: LegacyStrings, cause: string | undefined): string | undefined =>
  cause === undefined ? undefined : cause === 'TOO_SMALL' ? strings.tooSmall : cause === 'TOO_LARGE' ? strings.tooLarge : strings.invalidAmount;

/**
 * The operator's legacy application (cashier and sportsbook): server-rendered pages on their own
 * port (a third origin), framed by the site, calling the platform's JSON API over loopback.
 */
export async function buildLegacyApp(context: { now: Clock }, options: LegacyAppOptions): Promise<FastifyInstance> {
  const { now } = context;
  const platform: PlatformClient = platformClient(options.apiUrl);
  const guard = new FormGuard();
  const receipts = new ReceiptBook();
  const app = Fastify({ logger: { level: options.logger ? 'info' : 'error' }, bodyLimit: 8 * 1024 });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Form = {};
    for (const [name, value] of new URLSearchParams(String(body))) fields[name] ??= value;
    done(null, fields);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', legacyContentSecurityPolicy(options.siteOrigins()));
    return payload;
  });

  const languageOf = (request: FastifyRequest): LegacyLanguage =>
    legacyLanguage((request.query as Record<string, unknown> | undefined)?.lang) ?? preferredLegacyLanguage(headerText(request, 'accept-language')) ?? 'en';

  const sendPage = (reply: FastifyReply, status: number, shell: Omit<PageShell, 'siteOrigins'>) =>
    reply.code(status).header('Content-Type', 'text/html; charset=utf-8').send(page({ ...shell, siteOrigins: options.siteOrigins() }));

  const errorPage = (reply: FastifyReply, language: LegacyLanguage, status: number, error: 'NOT_FOUND' | 'INTERNAL_ERROR' | 'FORBIDDEN') => {
    const strings = legacyStrings[language];
    const [title, text] =
      error === 'NOT_FOUND' ? [strings.notFoundTitle, strings.notFoundText] : error === 'FORBIDDEN' ? [strings.forbiddenTitle, strings.forbiddenText] : [strings.errorTitle, strings.errorText];
    return sendPage(reply, status, { language, title, path: null, error, area: 'none', body: paragraph(text) });
  };

  const loginRequiredPage = (reply: FastifyReply, language: LegacyLanguage, path: string) => {
    const strings = legacyStrings[language];
    // 200, as every page the app shows on purpose: the frame's status is not the host's business, and
    // a browser logs any 4xx document as an error.
    return sendPage(reply, 200, {
      language,
      title: strings.loginRequiredTitle,
      path,
      alsoOnLoad: [{ type: 'legacy:login-required' }],
      area: path.startsWith('/sports') ? 'sports' : 'cashier',
      body: paragraph(strings.loginRequiredText),
    });
  };

  app.setNotFoundHandler((request, reply) => errorPage(reply, languageOf(request), 404, 'NOT_FOUND'));
  app.setErrorHandler((error, request, reply) => {
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    if (error instanceof PlatformUnavailable || status >= 500) {
      request.log.error(error);
      return errorPage(reply, languageOf(request), error instanceof PlatformUnavailable ? 502 : 500, 'INTERNAL_ERROR');
    }
    return errorPage(reply, languageOf(request), status, 'FORBIDDEN');
  });

  for (const [name, type] of Object.entries(assets)) {
    const body = await readFile(assetsDir + name, 'utf8');
    app.get(`/assets/${name}`, (_request, reply) => reply.header('Content-Type', type).header('Cache-Control', 'public, max-age=300').send(body));
  }

  /** The player behind the `sid` cookie, or null for a visitor (no cookie, or a session the platform does not know). */
  async function playerOf(request: FastifyRequest): Promise<Player | null> {
    const session = cookieValue(headerText(request, 'cookie'), 'sid');
    if (session === undefined || !sessionIdFormat.test(session)) return null;
    const profile = await platform.get(paths.profile(session));
    if (profile.status !== 200) return null;
    const currency = textField(field(profile.body, 'attributes'), 'currency') ?? 'EUR';
    const linked = field(profile.body, 'personaLinkedAccounts');
    const linkedAccounts = (Array.isArray(linked) ? linked : [])
      .map((account) => ({ id: textField(account, 'id'), label: textField(account, 'label') ?? textField(account, 'id') }))
      .filter((account): account is { id: string; label: string } => account.id !== undefined && account.label !== undefined);
    return { session, currency, linkedAccounts };
  }

  async function balanceOf(player: Player, type: string): Promise<bigint | null> {
    const answer = await platform.get(paths.balances(player.session));
    const entry = Array.isArray(answer.body) ? answer.body.find((balance) => textField(balance, 'type') === type) : undefined;
    const amount = field(entry, 'amount');
    return typeof amount === 'number' && Number.isFinite(amount) ? minorOfMajor(amount, player.currency) : null;
  }

  /**
   * A state-changing request must come from the legacy application's own page (`Sec-Fetch-Site:
   * same-origin`; a client that sends no such header, as no browser does, is judged by the token
   * alone) and carry the anti-forgery token of the player's session.
   */
  function isGenuinePost(request: FastifyRequest, player: Player): boolean {
    const site = headerText(request, 'sec-fetch-site');
    if (site !== undefined && site !== 'same-origin') return false;
    return guard.isGenuine(player.session, (request.body as Form | undefined)?._csrf);
  }

  app.addHook('preHandler', async (request, reply) => {
    const site = headerText(request, 'sec-fetch-site');
    if (request.method === 'POST' && site !== undefined && site !== 'same-origin') return errorPage(reply, languageOf(request), 403, 'FORBIDDEN');
  });

  const formOf = (request: FastifyRequest): Form => (request.body ?? {}) as Form;
  const keyOf = (values: Form): string | null => (values._key !== undefined && idempotencyKeyFormat.test(values._key) ? values._key : null);
  const receiptOf = (request: FastifyRequest, player: Player): Receipt | null => {
    const id = (request.query as Record<string, unknown>).receipt;
    return typeof id === 'string' && depositIdFormat.test(id) ? receipts.read(player.session, id, now()) : null;
  };

  // ——— Cashier: deposit ———

  interface DepositView {
    values?: Form;
    errors?: Partial<Record<'amount' | 'number' | 'expiry' | 'cvc', string>>;
    message?: string;
  }

  async function depositPage(reply: FastifyReply, language: LegacyLanguage, player: Player, view: DepositView = {}) {
    const strings = legacyStrings[language];
    const balance = await balanceOf(player, 'Playable');
    const values = view.values ?? {};
    const fields = [
      input({ name: 'amount', label: `${strings.amount} (${player.currency})`, hint: strings.amountHint, value: values.amount, error: view.errors?.amount, inputmode: 'decimal', autocomplete: 'off' }),
      input({ name: 'number', label: strings.cardNumber, value: values.number, error: view.errors?.number, inputmode: 'numeric', autocomplete: 'cc-number' }),
      input({ name: 'expiry', label: strings.expiry, hint: strings.expiryHint, value: values.expiry, error: view.errors?.expiry, autocomplete: 'cc-exp' }),
      input({ name: 'cvc', label: strings.cvc, value: '', error: view.errors?.cvc, inputmode: 'numeric', autocomplete: 'cc-csc' }),
    ].join('');
    const body = [
      balance === null ? '' : balanceLine(strings.balance, formatMinor(balance, player.currency, language)),
      view.message === undefined ? '' : alert(view.message),
      form({ action: '/cashier/deposit', language, antiForgeryToken: guard.antiForgeryToken(player.session), idempotencyKey: newIdempotencyKey(), submit: strings.pay, fields }),
      testCards(strings),
    ].join('\n');
    return sendPage(reply, 200, { language, title: strings.depositTitle, path: '/cashier/deposit', area: 'cashier', body });
  }

  async function receiptPage(reply: FastifyReply, language: LegacyLanguage, player: Player, receipt: Receipt, shell: { title: string; path: string; area: 'cashier' | 'sports'; balanceType: string; balanceLabel: string; after?: string }) {
    const strings = legacyStrings[language];
    const balance = await balanceOf(player, shell.balanceType);
    const body = [
      success(fill(strings[receipt.message], receipt.values)),
      balance === null ? '' : paragraph(fill(strings.newBalance, { amount: formatMinor(balance, player.currency, language) })),
      shell.after ?? '',
    ].join('\n');
    return sendPage(reply, 200, { language, title: shell.title, path: shell.path, area: shell.area, alsoOnLoad: [{ type: 'legacy:balance-changed' }], body });
  }

  app.get('/cashier/deposit', async (request, reply) => {
    const language = languageOf(request);
    const player = await playerOf(request);
    if (player === null) return loginRequiredPage(reply, language, '/cashier/deposit');
    const receipt = receiptOf(request, player);
    if (receipt !== null) {
      const strings = legacyStrings[language];
      const again = `<p><a href="${ownHref('/cashier/deposit', language)}">${strings.depositTitle}</a></p>`;
      return receiptPage(reply, language, player, receipt, { title: strings.depositTitle, path: '/cashier/deposit', area: 'cashier', balanceType: 'Playable', balanceLabel: strings.balance, after: again });
    }
    return depositPage(reply, language, player);
  });

  app.post('/cashier/deposit', async (request, reply) => {
    const language = languageOf(request);
    const strings = legacyStrings[language];
    const player = await playerOf(request);
    if (player === null) return loginRequiredPage(reply, language, '/cashier/deposit');
    const values = formOf(request);
    const key = keyOf(values);
    if (!isGenuinePost(request, player) || key === null) return errorPage(reply, language, 403, 'FORBIDDEN');
    const amount = typedAmount(values.amount, player.currency);
    if (amount === null) return depositPage(reply, language, player, { values, errors: { amount: strings.invalidAmount } });
    const answer = await platform.post(
      paths.deposits(player.session),
      { amount: Number(amount), currency: player.currency, method: 'CARD', card: { number: values.number ?? '', expiry: values.expiry ?? '', cvc: values.cvc ?? '' } },
      key,
    );
    const id = textField(answer.body, 'id') ?? textField(field(answer.body, 'deposit'), 'id');
    const status = textField(answer.body, 'status');
    if ((answer.status === 200 || answer.status === 201) && id !== undefined && status === 'COMPLETED') {
      receipts.file(player.session, id, { message: 'depositCompleted', values: { amount: amountIn(answer.body, language) } }, now());
      return reply.redirect(`${ownHref('/cashier/deposit', language)}&receipt=${encodeURIComponent(id)}`, 303);
    }
    if (answer.status === 202 && id !== undefined && depositIdFormat.test(id)) {
      receipts.file(player.session, `confirm-${id}`, { message: 'depositCompleted', values: { amount: amountIn(answer.body, language) } }, now());
      return reply.redirect(ownHref(`/cashier/deposit/confirm/${id}`, language), 303);
    }
    if (answer.status === 401) return loginRequiredPage(reply, language, '/cashier/deposit');
    if (answer.status === 402) return depositPage(reply, language, player, { values, message: strings.cardDeclined });
    const onBreak = answer.status === 403 ? exclusionRefusalText(strings, answer.body, language) : null;
    if (onBreak !== null) return depositPage(reply, language, player, { values, message: onBreak });
    if (answer.status === 409) {
      const refusal = limitRefusalText(strings, answer.body, (minor) => formatMinor(minor, player.currency, language));
      if (refusal !== null) return depositPage(reply, language, player, { values, message: refusal });
    }
    if (answer.status === 422) {
      const causes = fieldCauses(answer.body);
      const invalid = (name: string) => (causes.has(name) ? strings.invalidField : undefined);
      return depositPage(reply, language, player, {
        values,
        errors: { amount: amountError(strings, causes.get('amount') ?? causes.get('currency')), number: invalid('card.number'), expiry: invalid('card.expiry'), cvc: invalid('card.cvc') },
      });
    }
    return errorPage(reply, language, 502, 'INTERNAL_ERROR');
  });

  // ——— Cashier: deposit confirmation ———

  async function confirmPage(reply: FastifyReply, language: LegacyLanguage, player: Player, id: string, view: { message?: string; error?: string; done?: boolean } = {}) {
    const strings = legacyStrings[language];
    const pending = receipts.read(player.session, `confirm-${id}`, now());
    const path = `/cashier/deposit/confirm/${id}`;
    const intro = pending === null ? '' : paragraph(fill(strings.confirmText, pending.values));
    const fields = input({ name: 'code', label: strings.confirmationCode, hint: strings.confirmationHint, error: view.error, inputmode: 'numeric', autocomplete: 'one-time-code' });
    const body = [
      intro,
      view.message === undefined ? '' : alert(view.message),
      view.done === true ? `<p><a href="${ownHref('/cashier/deposit', language)}">${strings.depositTitle}</a></p>` : form({ action: path, language, antiForgeryToken: guard.antiForgeryToken(player.session), submit: strings.confirm, fields }),
    ].join('\n');
    return sendPage(reply, 200, { language, title: strings.confirmTitle, path, area: 'cashier', backTo: '/cashier/deposit', body });
  }

  app.get<{ Params: { id: string } }>('/cashier/deposit/confirm/:id', async (request, reply) => {
    const language = languageOf(request);
    if (!depositIdFormat.test(request.params.id)) return errorPage(reply, language, 404, 'NOT_FOUND');
    const player = await playerOf(request);
    if (player === null) return loginRequiredPage(reply, language, `/cashier/deposit/confirm/${request.params.id}`);
    return confirmPage(reply, language, player, request.params.id);
  });

  app.post<{ Params: { id: string } }>('/cashier/deposit/confirm/:id', async (request, reply) => {
    const language = languageOf(request);
    const strings = legacyStrings[language];
    const { id } = request.params;
    if (!depositIdFormat.test(id)) return errorPage(reply, language, 404, 'NOT_FOUND');
    const player = await playerOf(request);
    if (player === null) return loginRequiredPage(reply, language, `/cashier/deposit/confirm/${id}`);
    if (!isGenuinePost(request, player)) return errorPage(reply, language, 403, 'FORBIDDEN');
    const answer = await platform.post(paths.confirmation(player.session, id), { code: (formOf(request).code ?? '').trim() });
    if (answer.status === 200 && textField(answer.body, 'status') === 'COMPLETED') {
      receipts.file(player.session, id, { message: 'depositCompleted', values: { amount: amountIn(answer.body, language) } }, now());
      return reply.redirect(`${ownHref('/cashier/deposit', language)}&receipt=${encodeURIComponent(id)}`, 303);
    }
    if (answer.status === 401) return loginRequiredPage(reply, language, `/cashier/deposit/confirm/${id}`);
    if (answer.status === 404) return errorPage(reply, language, 404, 'NOT_FOUND');
    if (answer.status === 422) return confirmPage(reply, language, player, id, { error: strings.wrongCode });
    const onBreak = answer.status === 403 ? exclusionRefusalText(strings, answer.body, language) : null;
    if (onBreak !== null) return confirmPage(reply, language, player, id, { message: onBreak, done: true });
    const limitRefusal = answer.status === 409 ? limitRefusalText(strings, answer.body, (minor) => formatMinor(minor, player.currency, language)) : null;
    if (limitRefusal !== null) return confirmPage(reply, language, player, id, { message: limitRefusal, done: true });
    if (answer.status === 409) {
      const failed = textField(answer.body, 'errorCode') === 'DEPOSIT_FAILED';
      return confirmPage(reply, language, player, id, { message: failed ? strings.depositFailed : strings.notConfirmable, done: true });
    }
    return errorPage(reply, language, 502, 'INTERNAL_ERROR');
  });

  // ——— Cashier: withdrawals and transfers ———

  type WithdrawalKind = 'card' | 'cbt' | 'ttp';
  const withdrawalPaths: Record<WithdrawalKind, string> = { card: '/cashier/withdraw', cbt: '/cashier/withdraw/cbt', ttp: '/cashier/withdraw/ttp' };

  /** Whether a withdrawal asks for the authenticator's code, and how long withdrawals stay blocked (seconds, 0 when they are not). */
  interface WithdrawalGuard {
    codeRequired: boolean;
    blockedSeconds: number;
  }

  interface WithdrawView {
    values?: Form;
    errors?: Partial<Record<'amount' | 'accountId' | 'recipient' | 'code', string>>;
    message?: string;
    /** What the platform just answered about the code; read from the platform when absent. */
    guard?: WithdrawalGuard;
  }

  /** A withdrawal asks for the TOTP when the site lists `withdraw` in mfaOperations and the player has two-factor ENABLED. */
  async function withdrawalGuard(player: Player): Promise<WithdrawalGuard> {
    const [config, twoFactor, operation] = await Promise.all([
      platform.get(paths.siteConfig),
      platform.get(paths.twoFactorStatus(player.session)),
      platform.get(paths.withdrawStatus(player.session)),
    ]);
    const operations = field(config.body, 'mfaOperations');
    const codeRequired = Array.isArray(operations) && operations.includes('withdraw') && textField(twoFactor.body, 'status') === 'ENABLED';
    const remaining = field(operation.body, 'remainingBlockingTime');
    const blocked = textField(operation.body, 'status') === 'BLOCKED' && typeof remaining === 'number' && remaining > 0;
    return { codeRequired, blockedSeconds: blocked ? remaining : 0 };
  }

  const blockedMessage = (strings: LegacyStrings, seconds: number) => fill(strings.withdrawBlocked, { minutes: String(Math.max(1, Math.ceil(seconds / 60))) });

  /** The refusal of a withdrawal's code (428, 422 and 423 of docs/api.md's code answers) as the page shows it; null for any other answer. */
  function codeRefusalView(answer: { status: number; body: unknown }, strings: LegacyStrings): Pick<WithdrawView, 'errors' | 'guard'> | null {
    const errorCode = textField(answer.body, 'errorCode');
    const asking: WithdrawalGuard = { codeRequired: true, blockedSeconds: 0 };
    if (answer.status === 428 && errorCode === 'MFA_REQUIRED') return { guard: asking, errors: { code: strings.authenticatorRequired } };
    if (answer.status === 423 && errorCode === 'MFA_ACCOUNT_BLOCKED') {
      const remaining = field(answer.body, 'remainingBlockingTime');
      return { guard: { codeRequired: true, blockedSeconds: typeof remaining === 'number' && remaining > 0 ? remaining : 60 } };
    }
    if (answer.status === 422 && errorCode === 'MFA_INVALID_CONFIRMATION_CODE') {
      const attempts = field(answer.body, 'remainingAttempts');
      const text = attempts === 1 ? strings.authenticatorLastAttempt : fill(strings.authenticatorWrong, { attempts: typeof attempts === 'number' ? String(attempts) : '' });
      return { guard: asking, errors: { code: text } };
    }
    if (answer.status === 422 && fieldCauses(answer.body).has('X-MFA-CODE')) return { guard: asking, errors: { code: strings.authenticatorFormat } };
    return null;
  }

  async function withdrawPage(reply: FastifyReply, language: LegacyLanguage, player: Player, kind: WithdrawalKind, view: WithdrawView = {}) {
    const strings = legacyStrings[language];
    const path = withdrawalPaths[kind];
    const title = kind === 'card' ? strings.withdrawTitle : kind === 'cbt' ? strings.bankTransferTitle : strings.transferTitle;
    const withdrawable = await balanceOf(player, 'Withdrawable');
    const values = view.values ?? {};
    const amountField = input({ name: 'amount', label: `${strings.amount} (${player.currency})`, hint: strings.amountHint, value: values.amount, error: view.errors?.amount, inputmode: 'decimal', autocomplete: 'off' });
    let fields = amountField;
    if (kind === 'cbt') {
      const options = player.linkedAccounts
        .map((account) => `<option value="${escapeAttribute(account.id)}"${values.accountId === account.id ? ' selected' : ''}>${escapeAttribute(account.label)}</option>`)
        .join('');
      fields = `<div class="field"><label for="field-accountId">${escapeAttribute(strings.bankAccount)}</label>${view.errors?.accountId === undefined ? '' : `<span class="field-error" id="field-accountId-error">${escapeAttribute(view.errors.accountId)}</span>`}<select id="field-accountId" name="accountId"${view.errors?.accountId === undefined ? '' : ' aria-invalid="true" aria-describedby="field-accountId-error"'}>${options}</select></div>${amountField}`;
    }
    if (kind === 'ttp') {
      fields = `${input({ name: 'recipient', label: strings.recipient, hint: strings.recipientHint, value: values.recipient, error: view.errors?.recipient, inputmode: 'email', autocomplete: 'off' })}${amountField}`;
    }
    // Transfers to another player are not withdrawals: only card and bank withdrawals take the code.
    const codeGuard = kind === 'ttp' ? { codeRequired: false, blockedSeconds: 0 } : (view.guard ?? (await withdrawalGuard(player)));
    if (codeGuard.codeRequired) {
      fields += input({ name: 'code', label: strings.authenticatorCode, hint: strings.authenticatorHint, error: view.errors?.code, inputmode: 'numeric', autocomplete: 'one-time-code' });
    }
    const submit = kind === 'ttp' ? strings.send : strings.withdraw;
    const body = [
      withdrawable === null ? '' : balanceLine(strings.withdrawable, formatMinor(withdrawable, player.currency, language)),
      view.message === undefined ? '' : alert(view.message),
      codeGuard.blockedSeconds > 0
        ? alert(blockedMessage(strings, codeGuard.blockedSeconds))
        : kind === 'cbt' && player.linkedAccounts.length === 0
          ? paragraph(strings.noBankAccounts)
          : form({ action: path, language, antiForgeryToken: guard.antiForgeryToken(player.session), idempotencyKey: newIdempotencyKey(), submit, fields }),
    ].join('\n');
    return sendPage(reply, 200, { language, title, path, area: 'cashier', ...(kind === 'card' ? {} : { backTo: '/cashier/withdraw' }), body });
  }

  for (const kind of ['card', 'cbt', 'ttp'] as const) {
    const path = withdrawalPaths[kind];
    app.get(path, async (request, reply) => {
      const language = languageOf(request);
      const strings = legacyStrings[language];
      const player = await playerOf(request);
      if (player === null) return loginRequiredPage(reply, language, path);
      const receipt = receiptOf(request, player);
      if (receipt !== null) {
        const title = kind === 'card' ? strings.withdrawTitle : kind === 'cbt' ? strings.bankTransferTitle : strings.transferTitle;
        return receiptPage(reply, language, player, receipt, { title, path, area: 'cashier', balanceType: 'Withdrawable', balanceLabel: strings.withdrawable });
      }
      return withdrawPage(reply, language, player, kind);
    });

    app.post(path, async (request, reply) => {
      const language = languageOf(request);
      const strings = legacyStrings[language];
      const player = await playerOf(request);
      if (player === null) return loginRequiredPage(reply, language, path);
      const values = formOf(request);
      const key = keyOf(values);
      if (!isGenuinePost(request, player) || key === null) return errorPage(reply, language, 403, 'FORBIDDEN');
      const amount = typedAmount(values.amount, player.currency);
      if (amount === null) return withdrawPage(reply, language, player, kind, { values, errors: { amount: strings.invalidAmount } });
      const common = { amount: Number(amount), currency: player.currency };
      const code = (values.code ?? '').trim();
      const codeHeaders: Record<string, string> = code === '' ? {} : { 'x-mfa-operation': 'withdraw', 'x-mfa-code': code };
      const answer =
        kind === 'ttp'
          ? await platform.post(paths.transfers(player.session), { ...common, recipient: (values.recipient ?? '').trim() }, key)
          : await platform.post(paths.withdrawals(player.session), kind === 'cbt' ? { ...common, method: 'CBT', accountId: values.accountId ?? '' } : { ...common, method: 'CARD' }, key, codeHeaders);
      const id = textField(answer.body, 'id');
      if ((answer.status === 200 || answer.status === 201) && id !== undefined && depositIdFormat.test(id)) {
        const formattedAmount = amountIn(answer.body, language);
        const receipt: Receipt =
          kind === 'ttp'
            ? { message: 'transferCompleted', values: { amount: formattedAmount, recipient: textField(answer.body, 'recipient') ?? '' } }
            : { message: 'withdrawalPending', values: { amount: formattedAmount } };
        receipts.file(player.session, id, receipt, now());
        return reply.redirect(`${ownHref(path, language)}&receipt=${encodeURIComponent(id)}`, 303);
      }
      if (answer.status === 401) return loginRequiredPage(reply, language, path);
      if (answer.status === 402) {
        const available = field(answer.body, 'withdrawable');
        const formatted = typeof available === 'number' && Number.isSafeInteger(available) ? formatMinor(BigInt(available), player.currency, language) : '';
        return withdrawPage(reply, language, player, kind, { values, message: fill(strings.insufficientFunds, { amount: formatted }) });
      }
      if (answer.status === 403) return withdrawPage(reply, language, player, kind, { values, message: exclusionRefusalText(strings, answer.body, language) ?? strings.methodNotAvailable });
      const codeRefusal = kind === 'ttp' ? null : codeRefusalView(answer, strings);
      if (codeRefusal !== null) return withdrawPage(reply, language, player, kind, { values, ...codeRefusal });
      if (answer.status === 422) {
        const causes = fieldCauses(answer.body);
        const recipientCause = causes.get('recipient');
        const recipient =
          recipientCause === undefined ? undefined : recipientCause === 'SAME_PLAYER' ? strings.samePlayer : recipientCause === 'CURRENCY_MISMATCH' ? strings.recipientCurrency : strings.unknownRecipient;
        return withdrawPage(reply, language, player, kind, {
          values,
          errors: { amount: amountError(strings, causes.get('amount') ?? causes.get('currency')), accountId: causes.has('accountId') ? strings.invalidField : undefined, recipient },
        });
      }
      return errorPage(reply, language, 502, 'INTERNAL_ERROR');
    });
  }

  // ——— Sportsbook ———

  async function fixtures(): Promise<Fixture[]> {
    const answer = await platform.get(paths.fixtures);
    if (answer.status !== 200 || !Array.isArray(answer.body)) throw new PlatformUnavailable(new Error(`fixtures answered ${answer.status}`));
    return answer.body as Fixture[];
  }

  const fixtureName = (fixture: Fixture) => `${fixture.home} – ${fixture.away}`;

  app.get('/sports', async (request, reply) => {
    const language = languageOf(request);
    const strings = legacyStrings[language];
    return sendPage(reply, 200, { language, title: strings.sportsTitle, path: '/sports', area: 'sports', body: fixtureList(await fixtures(), language) });
  });

  interface EventView {
    values?: Form;
    message?: string;
    stakeError?: string;
  }

  async function eventPage(reply: FastifyReply, language: LegacyLanguage, fixture: Fixture, player: Player | null, view: EventView = {}) {
    const strings = legacyStrings[language];
    const path = `/sports/event/${fixture.id}`;
    const chosen = (['HOME', 'DRAW', 'AWAY'] as const).find((selection) => selection === view.values?.selection) ?? null;
    const currency = player?.currency ?? 'EUR';
    const intro = paragraph(`${fixture.competition} · ${fixture.startsAt.slice(0, 16).replace('T', ' ')} UTC`, 'meta');
    let slip: string;
    if (fixture.status !== 'OPEN') slip = paragraph(strings.fixtureClosed);
    else {
      const fields = `${marketChoices(fixture, strings, chosen)}${input({ name: 'stake', label: `${strings.stake} (${currency})`, hint: strings.amountHint, value: view.values?.stake, error: view.stakeError, inputmode: 'decimal', autocomplete: 'off' })}`;
      slip = form({
        action: path,
        language,
        antiForgeryToken: player === null ? '' : guard.antiForgeryToken(player.session),
        ...(player === null ? { loginRequired: true } : { idempotencyKey: newIdempotencyKey() }),
        submit: strings.placeBet,
        fields,
      });
      if (player === null) slip += paragraph(strings.loginToBet, 'hint');
    }
    const body = [intro, view.message === undefined ? '' : alert(view.message), slip].join('\n');
    return sendPage(reply, 200, { language, title: fixtureName(fixture), path, area: 'sports', backTo: '/sports', body });
  }

  const fixtureFor = async (id: string): Promise<Fixture | null> => (await fixtures()).find((fixture) => fixture.id === id) ?? null;

  app.get<{ Params: { id: string } }>('/sports/event/:id', async (request, reply) => {
    const language = languageOf(request);
    const fixture = await fixtureFor(request.params.id);
    if (fixture === null) return errorPage(reply, language, 404, 'NOT_FOUND');
    return eventPage(reply, language, fixture, await playerOf(request));
  });

  app.post<{ Params: { id: string } }>('/sports/event/:id', async (request, reply) => {
    const language = languageOf(request);
    const strings = legacyStrings[language];
    const fixture = await fixtureFor(request.params.id);
    if (fixture === null) return errorPage(reply, language, 404, 'NOT_FOUND');
    const path = `/sports/event/${fixture.id}`;
    const player = await playerOf(request);
    if (player === null) return loginRequiredPage(reply, language, path);
    const values = formOf(request);
    const key = keyOf(values);
    if (!isGenuinePost(request, player) || key === null) return errorPage(reply, language, 403, 'FORBIDDEN');
    const selection = (['HOME', 'DRAW', 'AWAY'] as const).find((option) => option === values.selection);
    const odds = selection === undefined ? undefined : fixture.odds[selection];
    const stake = typedAmount(values.stake, player.currency);
    if (selection === undefined || odds === undefined) return eventPage(reply, language, fixture, player, { values, message: strings.invalidField });
    if (stake === null) return eventPage(reply, language, fixture, player, { values, stakeError: strings.invalidAmount });
    const answer = await platform.post(paths.bets(player.session), { fixtureId: fixture.id, selection, odds, stake: Number(stake), currency: player.currency }, key);
    const id = textField(answer.body, 'id');
    if (answer.status === 201 && id !== undefined && depositIdFormat.test(id)) {
      const win = field(answer.body, 'potentialWin');
      receipts.file(
        player.session,
        id,
        {
          message: 'betPlaced',
          values: {
            stake: formatMinor(stake, player.currency, language),
            selection: selection === 'DRAW' ? strings.selection.DRAW : selection === 'HOME' ? fixture.home : fixture.away,
            odds,
            win: typeof win === 'number' && Number.isSafeInteger(win) ? formatMinor(BigInt(win), player.currency, language) : '',
          },
        },
        now(),
      );
      return reply.redirect(`${ownHref('/sports/bets', language)}&receipt=${encodeURIComponent(id)}`, 303);
    }
    if (answer.status === 401) return loginRequiredPage(reply, language, path);
    if (answer.status === 402) {
      const playable = field(answer.body, 'playable');
      const formatted = typeof playable === 'number' && Number.isSafeInteger(playable) ? formatMinor(BigInt(playable), player.currency, language) : '';
      return eventPage(reply, language, fixture, player, { values, message: fill(strings.insufficientFunds, { amount: formatted }) });
    }
    const onBreak = answer.status === 403 ? exclusionRefusalText(strings, answer.body, language) : null;
    if (onBreak !== null) return eventPage(reply, language, fixture, player, { values, message: onBreak });
    if (answer.status === 409) {
      const code = textField(answer.body, 'errorCode');
      const refusal = limitRefusalText(strings, answer.body, (minor) => formatMinor(minor, player.currency, language));
      if (refusal !== null) return eventPage(reply, language, fixture, player, { values, message: refusal });
      if (code === 'ODDS_CHANGED') {
        const fresh = (await fixtureFor(fixture.id)) ?? fixture;
        return eventPage(reply, language, fresh, player, { values, message: fill(strings.oddsChanged, { odds: textField(answer.body, 'odds') ?? '' }) });
      }
      return eventPage(reply, language, fixture, player, { values, message: strings.fixtureClosed });
    }
    if (answer.status === 422) {
      const cause = fieldCauses(answer.body).get('stake');
      return eventPage(reply, language, fixture, player, { values, stakeError: amountError(strings, cause) ?? strings.invalidField });
    }
    return errorPage(reply, language, 502, 'INTERNAL_ERROR');
  });

  app.get('/sports/bets', async (request, reply) => {
    const language = languageOf(request);
    const strings = legacyStrings[language];
    const player = await playerOf(request);
    if (player === null) return loginRequiredPage(reply, language, '/sports/bets');
    const [answer, known] = [await platform.get(paths.bets(player.session)), await fixtures()];
    if (answer.status === 401) return loginRequiredPage(reply, language, '/sports/bets');
    const names = new Map(known.map((fixture) => [fixture.id, fixtureName(fixture)]));
    const bets: BetRow[] = (Array.isArray(answer.body) ? (answer.body as Record<string, unknown>[]) : []).map((bet) => ({
      fixture: names.get(String(bet.fixtureId)) ?? String(bet.fixtureId),
      selection: bet.selection as Selection,
      odds: String(bet.odds),
      stake: Number(bet.stake),
      potentialWin: Number(bet.potentialWin),
      currency: String(bet.currency),
      status: bet.status as BetRow['status'],
      createdAt: String(bet.createdAt),
    }));
    const receipt = receiptOf(request, player);
    const body = [receipt === null ? '' : success(fill(strings[receipt.message], receipt.values)), betTable(bets, language)].join('\n');
    return sendPage(reply, 200, {
      language,
      title: strings.betsTitle,
      path: '/sports/bets',
      area: 'sports',
      backTo: '/sports',
      ...(receipt === null ? {} : { alsoOnLoad: [{ type: 'legacy:balance-changed' as const }] }),
      body,
    });
  });

  return app;
}

const escapeAttribute = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
