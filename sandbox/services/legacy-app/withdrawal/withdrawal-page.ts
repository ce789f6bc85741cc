import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../../kernel/http/html.ts';
import { formatMinor } from '../../../kernel/money.ts';
import { newIdempotencyKey } from '../form-guard.ts';
import type { LegacyLanguage } from '../language.ts';
import type { LegacyContext } from '../legacy-context.ts';
import { alert, balanceLine, form, input, paragraph } from '../legacy-pages.ts';
import type { Player } from '../player-session.ts';
import type { Form } from '../posted-form.ts';
import { legacyWording } from '../wording.ts';
import { blockedMessage, withdrawalGuard, type WithdrawalGuard } from './withdrawal-guard.ts';
import { withdrawalWording } from './wording.ts';

/** A withdrawal to the player's card, or by bank transfer to a linked account. */
export type WithdrawalKind = 'card' | 'cbt';

export const withdrawalPaths: Record<WithdrawalKind, string> = { card: '/cashier/withdraw', cbt: '/cashier/withdraw/cbt' };

export interface WithdrawView {
  values?: Form;
  errors?: Partial<Record<'amount' | 'accountId' | 'code', string>>;
  message?: string;
  /** What the platform just answered about the code; read from the platform when absent. */
  guard?: WithdrawalGuard;
}

export const withdrawalTitle = (kind: WithdrawalKind, language: LegacyLanguage): string =>
  kind === 'card' ? withdrawalWording[language].withdrawTitle : withdrawalWording[language].bankTransferTitle;

/** The withdrawal form with the withdrawable balance, the bank accounts for a bank transfer, and the authenticator's code when asked for. */
export async function withdrawPage(legacy: LegacyContext, reply: FastifyReply, language: LegacyLanguage, player: Player, kind: WithdrawalKind, view: WithdrawView = {}) {
  const words = legacyWording[language];
  const withdrawal = withdrawalWording[language];
  const path = withdrawalPaths[kind];
  const withdrawable = await legacy.balanceOf(player, 'Withdrawable');
  const values = view.values ?? {};
  const amountField = input({ name: 'amount', label: `${words.amount} (${player.currency})`, hint: words.amountHint, value: values.amount, error: view.errors?.amount, inputmode: 'decimal', autocomplete: 'off' });
  let fields = amountField;
  if (kind === 'cbt') {
    const options = player.linkedAccounts
      .map((account) => `<option value="${escapeHtml(account.id)}"${values.accountId === account.id ? ' selected' : ''}>${escapeHtml(account.label)}</option>`)
      .join('');
    fields = `<div class="field"><label for="field-accountId">${escapeHtml(withdrawal.bankAccount)}</label>${view.errors?.accountId === undefined ? '' : `<span class="field-error" id="field-accountId-error">${escapeHtml(view.errors.accountId)}</span>`}<select id="field-accountId" name="accountId"${view.errors?.accountId === undefined ? '' : ' aria-invalid="true" aria-describedby="field-accountId-error"'}>${options}</select></div>${amountField}`;
  }
  const codeGuard = view.guard ?? (await withdrawalGuard(legacy.platform, player));
  if (codeGuard.codeRequired) {
    fields += input({ name: 'code', label: withdrawal.authenticatorCode, hint: withdrawal.authenticatorHint, error: view.errors?.code, inputmode: 'numeric', autocomplete: 'one-time-code' });
  }
  const body = [
    withdrawable === null ? '' : balanceLine(words.withdrawable, formatMinor(withdrawable, player.currency, language)),
    view.message === undefined ? '' : alert(view.message),
    codeGuard.blockedSeconds > 0
      ? alert(blockedMessage(withdrawal, codeGuard.blockedSeconds))
      : kind === 'cbt' && player.linkedAccounts.length === 0
        ? paragraph(withdrawal.noBankAccounts)
        : form({ action: path, language, antiForgeryToken: legacy.guard.antiForgeryToken(player.session), idempotencyKey: newIdempotencyKey(), submit: withdrawal.withdraw, fields }),
  ].join('\n');
  return legacy.sendPage(reply, 200, { language, title: withdrawalTitle(kind, language), path, area: 'cashier', ...(kind === 'card' ? {} : { backTo: '/cashier/withdraw' }), body });
}
