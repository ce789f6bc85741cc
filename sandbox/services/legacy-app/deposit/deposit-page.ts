import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../../kernel/http/html.ts';
import { formatMinor } from '../../../kernel/money.ts';
import { newIdempotencyKey } from '../form-guard.ts';
import type { LegacyLanguage } from '../language.ts';
import type { LegacyContext } from '../legacy-context.ts';
import { alert, balanceLine, form, input } from '../legacy-pages.ts';
import type { Player } from '../player-session.ts';
import type { Form } from '../posted-form.ts';
import { legacyWording } from '../wording.ts';
import { depositWording, type DepositWording } from './wording.ts';

export interface DepositView {
  values?: Form;
  errors?: Partial<Record<'amount' | 'number' | 'expiry' | 'cvc', string>>;
  message?: string;
}

function testCards(words: DepositWording): string {
  const card = (number: string, outcome: string) => `<li><code>${number}</code> ${escapeHtml(outcome)}</li>`;
  return `<section class="hints" aria-labelledby="test-cards"><h2 id="test-cards">${escapeHtml(words.testCardsTitle)}</h2><ul>
${card('4242 4242 4242 4242', words.testCardSuccess)}${card('4000 0000 0000 0002', words.testCardDeclined)}${card('4000 0000 0000 3220', words.testCardConfirmation)}
</ul></section>`;
}

/** The card deposit form, with the playable balance and the sandbox's test cards. */
export async function depositPage(legacy: LegacyContext, reply: FastifyReply, language: LegacyLanguage, player: Player, view: DepositView = {}) {
  const words = legacyWording[language];
  const deposit = depositWording[language];
  const balance = await legacy.balanceOf(player, 'Playable');
  const values = view.values ?? {};
  const fields = [
    input({ name: 'amount', label: `${words.amount} (${player.currency})`, hint: words.amountHint, value: values.amount, error: view.errors?.amount, inputmode: 'decimal', autocomplete: 'off' }),
    input({ name: 'number', label: deposit.cardNumber, value: values.number, error: view.errors?.number, inputmode: 'numeric', autocomplete: 'cc-number' }),
    input({ name: 'expiry', label: deposit.expiry, hint: deposit.expiryHint, value: values.expiry, error: view.errors?.expiry, autocomplete: 'cc-exp' }),
    input({ name: 'cvc', label: deposit.cvc, value: '', error: view.errors?.cvc, inputmode: 'numeric', autocomplete: 'cc-csc' }),
  ].join('');
  const body = [
    balance === null ? '' : balanceLine(deposit.balance, formatMinor(balance, player.currency, language)),
    view.message === undefined ? '' : alert(view.message),
    form({ action: '/cashier/deposit', language, antiForgeryToken: legacy.guard.antiForgeryToken(player.session), idempotencyKey: newIdempotencyKey(), submit: deposit.pay, fields }),
    testCards(deposit),
  ].join('\n');
  return legacy.sendPage(reply, 200, { language, title: deposit.depositTitle, path: '/cashier/deposit', area: 'cashier', body });
}
