import type { FastifyReply } from 'fastify';
import { formatMinor } from '../../../kernel/money.ts';
import { newIdempotencyKey } from '../form-guard.ts';
import type { LegacyLanguage } from '../language.ts';
import type { LegacyContext } from '../legacy-context.ts';
import { alert, balanceLine, form, input } from '../legacy-pages.ts';
import type { Player } from '../player-session.ts';
import type { Form } from '../posted-form.ts';
import { legacyWording } from '../wording.ts';
import { transferWording } from './wording.ts';

export const transferPath = '/cashier/withdraw/ttp';

export interface TransferView {
  values?: Form;
  errors?: Partial<Record<'amount' | 'recipient', string>>;
  message?: string;
}

/** The form to send money to another player, from the withdrawable balance. A transfer is no withdrawal: it asks for no authenticator code. */
export async function transferPage(legacy: LegacyContext, reply: FastifyReply, language: LegacyLanguage, player: Player, view: TransferView = {}) {
  const words = legacyWording[language];
  const transfer = transferWording[language];
  const withdrawable = await legacy.balanceOf(player, 'Withdrawable');
  const values = view.values ?? {};
  const amountField = input({ name: 'amount', label: `${words.amount} (${player.currency})`, hint: words.amountHint, value: values.amount, error: view.errors?.amount, inputmode: 'decimal', autocomplete: 'off' });
  const fields = `${input({ name: 'recipient', label: transfer.recipient, hint: transfer.recipientHint, value: values.recipient, error: view.errors?.recipient, inputmode: 'email', autocomplete: 'off' })}${amountField}`;
  const body = [
    withdrawable === null ? '' : balanceLine(words.withdrawable, formatMinor(withdrawable, player.currency, language)),
    view.message === undefined ? '' : alert(view.message),
    form({ action: transferPath, language, antiForgeryToken: legacy.guard.antiForgeryToken(player.session), idempotencyKey: newIdempotencyKey(), submit: transfer.send, fields }),
  ].join('\n');
  return legacy.sendPage(reply, 200, { language, title: transfer.transferTitle, path: transferPath, area: 'cashier', backTo: '/cashier/withdraw', body });
}
