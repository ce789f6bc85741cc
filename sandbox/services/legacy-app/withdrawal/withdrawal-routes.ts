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
import { codeRefusalView } from './withdrawal-guard.ts';
import { withdrawalPaths, withdrawalTitle, withdrawPage, type WithdrawalKind } from './withdrawal-page.ts';
import { withdrawalWording } from './wording.ts';

const withdrawals = (session: string) => `/services/payment/v1/profiles/${session}/withdrawals`;

/** `/cashier/withdraw` (to the card) and `/cashier/withdraw/cbt` (by bank transfer): the form, its POST with the authenticator's code when asked for, and its receipt. */
export const withdrawalRoutes: FastifyPluginAsync<LegacyContext> = async (app, legacy) => {
  const { now, platform, receipts } = legacy;
  const pending = inEveryLanguage(withdrawalWording, 'withdrawalPending');

  for (const kind of ['card', 'cbt'] as const satisfies readonly WithdrawalKind[]) {
    const path = withdrawalPaths[kind];

    app.get(path, async (request, reply) => {
      const language = languageOf(request);
      const player = await legacy.playerOf(request);
      if (player === null) return legacy.loginRequiredPage(reply, language, path);
      const receipt = await legacy.receiptOf(request, player);
      if (receipt !== null) return receiptPage(legacy, reply, language, player, receipt, { title: withdrawalTitle(kind, language), path, area: 'cashier', balanceType: 'Withdrawable' });
      return withdrawPage(legacy, reply, language, player, kind);
    });

    app.post(path, async (request, reply) => {
      const language = languageOf(request);
      const words = legacyWording[language];
      const player = await legacy.playerOf(request);
      if (player === null) return legacy.loginRequiredPage(reply, language, path);
      const values = formOf(request);
      const key = keyOf(values);
      if (!legacy.isGenuinePost(request, player) || key === null) return legacy.errorPage(reply, language, 403, 'FORBIDDEN');
      const amount = typedAmount(values.amount, player.currency);
      if (amount === null) return withdrawPage(legacy, reply, language, player, kind, { values, errors: { amount: words.invalidAmount } });
      const common = { amount: Number(amount), currency: player.currency };
      const code = (values.code ?? '').trim();
      const codeHeaders: Record<string, string> = code === '' ? {} : { 'x-mfa-operation': 'withdraw', 'x-mfa-code': code };
      const body = kind === 'cbt' ? { ...common, method: 'CBT', accountId: values.accountId ?? '' } : { ...common, method: 'CARD' };
      const answer = await platform.post(withdrawals(player.session), body, key, codeHeaders);
      const id = textField(answer.body, 'id');
      if ((answer.status === 200 || answer.status === 201) && id !== undefined && platformIdFormat.test(id)) {
        await receipts.file(player.session, id, { message: pending, values: { amount: amountIn(answer.body, language) } }, now());
        return reply.redirect(`${ownHref(path, language)}&receipt=${encodeURIComponent(id)}`, 303);
      }
      if (answer.status === 401) return legacy.loginRequiredPage(reply, language, path);
      if (answer.status === 402) {
        const available = answeredAmount(field(answer.body, 'withdrawable'), player.currency, language);
        return withdrawPage(legacy, reply, language, player, kind, { values, message: fill(words.insufficientFunds, { amount: available }) });
      }
      if (answer.status === 403) return withdrawPage(legacy, reply, language, player, kind, { values, message: exclusionRefusalText(language, answer.body) ?? words.methodNotAvailable });
      const codeRefusal = codeRefusalView(answer, withdrawalWording[language]);
      if (codeRefusal !== null) return withdrawPage(legacy, reply, language, player, kind, { values, ...codeRefusal });
      if (answer.status === 422) {
        const causes = fieldCauses(answer.body);
        return withdrawPage(legacy, reply, language, player, kind, {
          values,
          errors: { amount: amountError(words, causes.get('amount') ?? causes.get('currency')), accountId: causes.has('accountId') ? words.invalidField : undefined },
        });
      }
      return legacy.errorPage(reply, language, 502, 'INTERNAL_ERROR');
    });
  }
};
