import type { FastifyPluginAsync } from 'fastify';
import { amountError, amountIn, answeredAmount, typedAmount } from '../amounts.ts';
import { languageOf } from '../language.ts';
import type { LegacyContext } from '../legacy-context.ts';
import { ownHref } from '../legacy-pages.ts';
import { field, fieldCauses, textField } from '../platform-client.ts';
import { formOf, keyOf } from '../posted-form.ts';
import { platformIdFormat } from '../receipt-book.ts';
import { receiptPage } from '../receipt-page.ts';
import { exclusionRefusalText } from '../refusals.ts';
import { fill, inEveryLanguage, legacyWording } from '../wording.ts';
import { transferPage, transferPath } from './transfer-page.ts';
import { transferWording } from './wording.ts';

const transfers = (session: string) => `/services/payment/v1/profiles/${session}/transfers`;

/** `/cashier/withdraw/ttp`: sending money to another player by email or username, and its receipt. */
export const transferRoutes: FastifyPluginAsync<LegacyContext> = async (app, legacy) => {
  const { now, platform, receipts } = legacy;
  const completed = inEveryLanguage(transferWording, 'transferCompleted');

  app.get(transferPath, async (request, reply) => {
    const language = languageOf(request);
    const player = await legacy.playerOf(request);
    if (player === null) return legacy.loginRequiredPage(reply, language, transferPath);
    const receipt = await legacy.receiptOf(request, player);
    if (receipt !== null) {
      return receiptPage(legacy, reply, language, player, receipt, { title: transferWording[language].transferTitle, path: transferPath, area: 'cashier', balanceType: 'Withdrawable' });
    }
    return transferPage(legacy, reply, language, player);
  });

  app.post(transferPath, async (request, reply) => {
    const language = languageOf(request);
    const words = legacyWording[language];
    const transfer = transferWording[language];
    const player = await legacy.playerOf(request);
    if (player === null) return legacy.loginRequiredPage(reply, language, transferPath);
    const values = formOf(request);
    const key = keyOf(values);
    if (!legacy.isGenuinePost(request, player) || key === null) return legacy.errorPage(reply, language, 403, 'FORBIDDEN');
    const amount = typedAmount(values.amount, player.currency);
    if (amount === null) return transferPage(legacy, reply, language, player, { values, errors: { amount: words.invalidAmount } });
    const answer = await platform.post(transfers(player.session), { amount: Number(amount), currency: player.currency, recipient: (values.recipient ?? '').trim() }, key);
    const id = textField(answer.body, 'id');
    if ((answer.status === 200 || answer.status === 201) && id !== undefined && platformIdFormat.test(id)) {
      await receipts.file(player.session, id, { message: completed, values: { amount: amountIn(answer.body, language), recipient: textField(answer.body, 'recipient') ?? '' } }, now());
      return reply.redirect(`${ownHref(transferPath, language)}&receipt=${encodeURIComponent(id)}`, 303);
    }
    if (answer.status === 401) return legacy.loginRequiredPage(reply, language, transferPath);
    if (answer.status === 402) {
      const available = answeredAmount(field(answer.body, 'withdrawable'), player.currency, language);
      return transferPage(legacy, reply, language, player, { values, message: fill(words.insufficientFunds, { amount: available }) });
    }
    if (answer.status === 403) return transferPage(legacy, reply, language, player, { values, message: exclusionRefusalText(language, answer.body) ?? words.methodNotAvailable });
    if (answer.status === 409 && textField(answer.body, 'errorCode') === 'RECIPIENT_CANNOT_RECEIVE') {
      return transferPage(legacy, reply, language, player, { values, message: transfer.recipientCannotReceive });
    }
    if (answer.status === 422) {
      const causes = fieldCauses(answer.body);
      const recipientCause = causes.get('recipient');
      const recipient =
        recipientCause === undefined ? undefined : recipientCause === 'SAME_PLAYER' ? transfer.samePlayer : recipientCause === 'CURRENCY_MISMATCH' ? transfer.recipientCurrency : transfer.unknownRecipient;
      return transferPage(legacy, reply, language, player, { values, errors: { amount: amountError(words, causes.get('amount') ?? causes.get('currency')), recipient } });
    }
    return legacy.errorPage(reply, language, 502, 'INTERNAL_ERROR');
  });
};
