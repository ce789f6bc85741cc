import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../../kernel/http/html.ts';
import { formatMinor } from '../../../kernel/money.ts';
import { shortAmount, typedForm } from '../amounts.ts';
import { newIdempotencyKey } from '../form-guard.ts';
import type { LegacyLanguage } from '../language.ts';
import type { LegacyContext } from '../legacy-context.ts';
import { alert, balanceLine, form, input, ownHref, paragraph, quickAmountButtons, success } from '../legacy-pages.ts';
import type { Player } from '../player-session.ts';
import type { Form } from '../posted-form.ts';
import { fill, legacyWording } from '../wording.ts';
import { depositPaths, offeredMethods, quickAmounts, rememberedCards, type DepositMethodPage, type OfferedMethod, type RememberedCard } from './deposit-options.ts';
import { bankLogo, brandMark, brandName, cardLogo, walletLogo } from './method-logos.ts';
import { depositWording, type DepositWording } from './wording.ts';

export type DepositField = 'amount' | 'number' | 'expiry' | 'cvc' | 'iban' | 'email';

export interface DepositView {
  values?: Form;
  errors?: Partial<Record<DepositField, string>>;
  message?: string;
  /** A remembered card was just removed. */
  removed?: boolean;
  /** The player asked for the new card form though cards are remembered. */
  newCard?: boolean;
}

function testCards(words: DepositWording): string {
  const card = (number: string, outcome: string) => `<li><code>${number}</code> ${escapeHtml(outcome)}</li>`;
  return `<section class="hints" aria-labelledby="test-cards"><h2 id="test-cards">${escapeHtml(words.testCardsTitle)}</h2><ul>
${card('4242 4242 4242 4242', words.testCardSuccess)}${card('4000 0000 0000 0002', words.testCardDeclined)}${card('4000 0000 0000 3220', words.testCardConfirmation)}
</ul></section>`;
}

export const depositTitle = (page: DepositMethodPage, words: DepositWording): string =>
  page === 'bank' ? words.bankTitle : page === 'ewallet' ? words.walletTitle : words.depositTitle;

/** CSH-01: the methods as a navigation of their pages, each with its mark; the page's own is current. */
function methodNavigation(methods: readonly OfferedMethod[], current: DepositMethodPage, language: LegacyLanguage, words: DepositWording): string {
  const items = methods.map(({ page }) => {
    const [logo, name, note] = page === 'bank' ? [bankLogo, words.methodBank, words.bankNote] : page === 'ewallet' ? [walletLogo, words.methodWallet, words.walletNote] : [cardLogo, words.methodCard, words.cardBrands];
    const currentMark = page === current ? ' aria-current="page"' : '';
    return `<li><a class="method" href="${escapeHtml(ownHref(depositPaths[page], language))}"${currentMark}>${logo}<span class="method-name">${escapeHtml(name)}</span><span class="method-note">${escapeHtml(note)}</span></a></li>`;
  });
  return `<nav class="methods" aria-label="${escapeHtml(words.methodsLabel)}"><ul>${items.join('')}</ul></nav>`;
}

/** CSH-02, CSH-03: the amount with its limits under it, before typing, and the quick amounts that fill it. */
function amountField(method: OfferedMethod, player: Player, language: LegacyLanguage, view: DepositView): string {
  const words = legacyWording[language];
  const deposit = depositWording[language];
  const limits = fill(deposit.limitsHint, { min: formatMinor(method.min, player.currency, language), max: formatMinor(method.max, player.currency, language) });
  const field = input({ name: 'amount', label: `${words.amount} (${player.currency})`, hint: limits, value: view.values?.amount, error: view.errors?.amount, inputmode: 'decimal', autocomplete: 'off' });
  const buttons = quickAmounts(method).map((amount) => ({ typed: typedForm(amount, player.currency, language), label: shortAmount(amount, player.currency, language) }));
  return field + quickAmountButtons(deposit.quickAmounts, buttons);
}

export const cardName = (card: RememberedCard, words: DepositWording): string => fill(words.cardEnding, { brand: brandName(card.brand, words.methodCard), last4: card.last4 });

/** CSH-04: the remembered cards to choose from, the last used first and chosen. */
function rememberedChoice(cards: readonly RememberedCard[], chosen: string | undefined, words: DepositWording): string {
  const selected = cards.some((card) => card.id === chosen) ? chosen : cards[0]?.id;
  const options = cards.map(
    (card) =>
      `<label class="choice saved-card"><input type="radio" name="savedCard" value="${escapeHtml(card.id)}"${card.id === selected ? ' checked' : ''}>${brandMark(card.brand)}<span>${escapeHtml(cardName(card, words))}</span> <span class="meta">${escapeHtml(fill(words.cardExpires, { expiry: card.expiry }))}</span></label>`,
  );
  return `<fieldset class="cards"><legend>${escapeHtml(words.payWith)}</legend>${options.join('')}</fieldset>`;
}

/** CSH-04: each remembered card with a button that removes it (a form of its own). */
function rememberedList(legacy: LegacyContext, player: Player, cards: readonly RememberedCard[], language: LegacyLanguage, words: DepositWording): string {
  const token = escapeHtml(legacy.guard.antiForgeryToken(player.session));
  const rows = cards.map(
    (card) =>
      `<li>${brandMark(card.brand)}<span>${escapeHtml(cardName(card, words))}</span><form method="post" action="${escapeHtml(ownHref('/cashier/deposit/cards/remove', language))}" class="inline"><input type="hidden" name="_csrf" value="${token}"><input type="hidden" name="card" value="${escapeHtml(card.id)}"><button type="submit" class="secondary">${escapeHtml(words.remove)}<span class="visually-hidden"> ${escapeHtml(cardName(card, words))}</span></button></form></li>`,
  );
  return `<section class="remembered" aria-labelledby="remembered-cards"><h2 id="remembered-cards">${escapeHtml(words.savedCardsTitle)}</h2><ul>${rows.join('')}</ul><p class="hint">${escapeHtml(words.rememberedNote)}</p></section>`;
}

/** The method's own fields after the amount: a card (remembered, or a new one), a bank account, an e-wallet. */
function methodFields(page: DepositMethodPage, cards: readonly RememberedCard[], view: DepositView, deposit: DepositWording): string {
  const values = view.values ?? {};
  const errors = view.errors ?? {};
  if (page === 'bank') return input({ name: 'iban', label: deposit.iban, hint: deposit.ibanHint, value: values.iban, error: errors.iban, autocomplete: 'off' });
  if (page === 'ewallet') return input({ name: 'email', label: deposit.walletEmail, hint: deposit.walletHint, value: values.email, error: errors.email, inputmode: 'email', autocomplete: 'email' });
  const cvc = input({ name: 'cvc', label: deposit.cvc, value: '', error: errors.cvc, inputmode: 'numeric', autocomplete: 'cc-csc' });
  if (cards.length > 0 && view.newCard !== true) return rememberedChoice(cards, values.savedCard, deposit) + cvc;
  // The card's number is never written back into the page (CSH-05): after an error it is typed again.
  return [
    input({ name: 'number', label: deposit.cardNumber, value: '', error: errors.number, inputmode: 'numeric', autocomplete: 'cc-number' }),
    input({ name: 'expiry', label: deposit.expiry, hint: deposit.expiryHint, value: values.expiry, error: errors.expiry, autocomplete: 'cc-exp' }),
    cvc,
    '<input type="hidden" name="newCard" value="1">',
  ].join('');
}

/** A deposit page: the methods, the playable balance, the method's form (the amount with its limits and quick amounts first), and for cards the test cards and the remembered ones. */
export async function depositPage(legacy: LegacyContext, reply: FastifyReply, language: LegacyLanguage, player: Player, page: DepositMethodPage, view: DepositView = {}) {
  const deposit = depositWording[language];
  const [balance, methods, cards] = await Promise.all([
    legacy.balanceOf(player, 'Playable'),
    offeredMethods(legacy.platform, player),
    page === 'card' ? rememberedCards(legacy.platform, player) : Promise.resolve([]),
  ]);
  const method = methods.find((offered) => offered.page === page);
  const path = depositPaths[page];
  const title = depositTitle(page, deposit);
  const switchCard =
    page !== 'card' || cards.length === 0
      ? ''
      : `<p><a href="${escapeHtml(ownHref('/cashier/deposit', language))}${view.newCard === true ? '' : '&amp;card=new'}">${escapeHtml(view.newCard === true ? deposit.useRememberedCard : deposit.useAnotherCard)}</a></p>`;
  const body = [
    methods.length > 1 ? methodNavigation(methods, page, language, deposit) : '',
    balance === null ? '' : balanceLine(deposit.balance, formatMinor(balance, player.currency, language)),
    view.removed === true ? success(deposit.cardRemoved) : '',
    view.message === undefined ? '' : alert(view.message),
    method === undefined
      ? paragraph(deposit.methodNotOffered)
      : form({
          action: path,
          language,
          antiForgeryToken: legacy.guard.antiForgeryToken(player.session),
          idempotencyKey: newIdempotencyKey(),
          submit: deposit.pay,
          fields: amountField(method, player, language, view) + methodFields(page, cards, view, deposit),
        }),
    method === undefined ? '' : switchCard,
    page === 'card' && method !== undefined && cards.length > 0 ? rememberedList(legacy, player, cards, language, deposit) : '',
    page === 'card' && method !== undefined ? testCards(deposit) : '',
  ].join('\n');
  return legacy.sendPage(reply, 200, { language, title, path, area: 'cashier', body });
}
