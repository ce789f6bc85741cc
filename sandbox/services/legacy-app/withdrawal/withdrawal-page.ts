import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../../kernel/http/html.ts';
import { formatMinor } from '../../../kernel/money.ts';
import { newIdempotencyKey } from '../form-guard.ts';
import type { LegacyLanguage } from '../language.ts';
import type { LegacyContext } from '../legacy-context.ts';
import { shortAmount, typedAmount, typedForm } from '../amounts.ts';
import { cardName } from '../deposit/deposit-page.ts';
import { offeredGroups, rememberedCards, type GroupLimits, type RememberedCard } from '../deposit/deposit-options.ts';
import { bankLogo, brandMark } from '../deposit/method-logos.ts';
import { depositWording } from '../deposit/wording.ts';
import { alert, balanceLine, form, input, paragraph, quickAmountButtons } from '../legacy-pages.ts';
import type { Player } from '../player-session.ts';
import type { Form } from '../posted-form.ts';
import { fill, legacyWording } from '../wording.ts';
import { blockedMessage, withdrawalGuard, type WithdrawalGuard } from './withdrawal-guard.ts';
import { withdrawalWording, type WithdrawalWording } from './wording.ts';

/** A withdrawal to the player's card, or by bank transfer to a linked account. */
export type WithdrawalKind = 'card' | 'cbt';

export const withdrawalPaths: Record<WithdrawalKind, string> = { card: '/cashier/withdraw', cbt: '/cashier/withdraw/cbt' };
/** The platform's withdrawal method group of each page. */
const groupCodes: Record<WithdrawalKind, string> = { card: 'CARD', cbt: 'CBT' };

export interface WithdrawView {
  values?: Form;
  errors?: Partial<Record<'amount' | 'accountId' | 'code', string>>;
  message?: string;
  /** What the platform just answered about the code; read from the platform when absent. */
  guard?: WithdrawalGuard;
}

export const withdrawalTitle = (kind: WithdrawalKind, language: LegacyLanguage): string =>
  kind === 'card' ? withdrawalWording[language].withdrawTitle : withdrawalWording[language].bankTransferTitle;

/** CSH-11: one quick amount, the whole withdrawable balance within the method's maximum, when it reaches the minimum. */
function withdrawAllButton(withdrawable: bigint | null, limits: GroupLimits | undefined, player: Player, language: LegacyLanguage, words: WithdrawalWording): string {
  if (withdrawable === null || limits === undefined || withdrawable < BigInt(limits.min)) return '';
  const amount = Number(withdrawable > BigInt(limits.max) ? BigInt(limits.max) : withdrawable);
  const typed = typedForm(amount, player.currency, language);
  // Offered only when the form reads it back as the same amount (a figure too long for the field is not).
  if (typedAmount(typed, player.currency) !== BigInt(amount)) return '';
  return quickAmountButtons(words.quickAmounts, [{ typed, label: fill(words.withdrawAll, { amount: shortAmount(amount, player.currency, language) }) }]);
}

/** CSH-12: where the money goes, with its mark: the remembered card the platform lists first, the last used (brand and last four digits), or the bank account chosen below. */
function destination(kind: WithdrawalKind, cards: readonly RememberedCard[], language: LegacyLanguage, words: WithdrawalWording): string {
  if (kind === 'cbt') return `<p class="destination">${bankLogo}<span>${escapeHtml(words.paidToAccount)}</span></p>`;
  const card = cards[0];
  if (card === undefined) return `<p class="destination">${brandMark('')}<span>${escapeHtml(words.paidToYourCard)}</span></p>`;
  return `<p class="destination">${brandMark(card.brand)}<span>${escapeHtml(fill(words.paidToCard, { card: cardName(card, depositWording[language]) }))}</span></p>`;
}

/** The withdrawal form with the withdrawable balance, the bank accounts for a bank transfer, and the authenticator's code when asked for. */
export async function withdrawPage(legacy: LegacyContext, reply: FastifyReply, language: LegacyLanguage, player: Player, kind: WithdrawalKind, view: WithdrawView = {}) {
  const words = legacyWording[language];
  const withdrawal = withdrawalWording[language];
  const path = withdrawalPaths[kind];
  const [withdrawable, groups, cards] = await Promise.all([
    legacy.balanceOf(player, 'Withdrawable'),
    offeredGroups(legacy.platform, player, 'W'),
    kind === 'card' ? rememberedCards(legacy.platform, player) : Promise.resolve([]),
  ]);
  const limits = groups.find((group) => group.code === groupCodes[kind]);
  const values = view.values ?? {};
  const hint = limits === undefined ? words.amountHint : fill(withdrawal.limitsHint, { min: formatMinor(limits.min, player.currency, language), max: formatMinor(limits.max, player.currency, language) });
  const amountField =
    input({ name: 'amount', label: `${words.amount} (${player.currency})`, hint, value: values.amount, error: view.errors?.amount, inputmode: 'decimal', autocomplete: 'off' }) +
    withdrawAllButton(withdrawable, limits, player, language, withdrawal);
  const accountField =
    kind === 'cbt'
      ? `<div class="field"><label for="field-accountId">${escapeHtml(withdrawal.bankAccount)}</label>${view.errors?.accountId === undefined ? '' : `<span class="field-error" id="field-accountId-error">${escapeHtml(view.errors.accountId)}</span>`}<select id="field-accountId" name="accountId"${view.errors?.accountId === undefined ? '' : ' aria-invalid="true" aria-describedby="field-accountId-error"'}>${player.linkedAccounts
          .map((account) => `<option value="${escapeHtml(account.id)}"${values.accountId === account.id ? ' selected' : ''}>${escapeHtml(account.label)}</option>`)
          .join('')}</select></div>`
      : '';
  let fields = destination(kind, cards, language, withdrawal) + accountField + amountField;
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
