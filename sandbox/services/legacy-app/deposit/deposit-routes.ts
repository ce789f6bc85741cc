import type { FastifyPluginAsync } from 'fastify';
import { formatMinor } from '../../../kernel/money.ts';
import { amountError, amountIn, typedAmount } from '../amounts.ts';
import { languageOf } from '../language.ts';
import type { LegacyContext } from '../legacy-context.ts';
import { ownHref } from '../legacy-pages.ts';
import { field, fieldCauses, textField } from '../platform-client.ts';
import { formOf, keyOf } from '../posted-form.ts';
import { platformIdFormat } from '../receipt-book.ts';
import { receiptPage } from '../receipt-page.ts';
import { exclusionRefusalText, limitRefusalText } from '../refusals.ts';
import { inEveryLanguage, legacyWording } from '../wording.ts';
import { depositPage } from './deposit-page.ts';
import { depositWording } from './wording.ts';

const deposits = (session: string) => `/services/payment/v1/profiles/${session}/deposits`;

/** `/cashier/deposit`: the card deposit form, its POST (paid at once, or sent on to the confirmation step), and its receipt. */
export const depositRoutes: FastifyPluginAsync<LegacyContext> = async (app, legacy) => {
  const { now, platform, receipts } = legacy;
  const completed = inEveryLanguage(depositWording, 'depositCompleted');

  app.get('/cashier/deposit', async (request, reply) => {
    const language = languageOf(request);
    const player = await legacy.playerOf(request);
    if (player === null) return legacy.loginRequiredPage(reply, language, '/cashier/deposit');
    const receipt = await legacy.receiptOf(request, player);
    if (receipt !== null) {
      const deposit = depositWording[language];
      const again = `<p><a href="${ownHref('/cashier/deposit', language)}">${deposit.depositTitle}</a></p>`;
      // The way on from a deposit is play: the casino's lobby, on the site.
      const next = { path: '/casino', label: deposit.playNow };
      return receiptPage(legacy, reply, language, player, receipt, { title: deposit.depositTitle, path: '/cashier/deposit', area: 'cashier', balanceType: 'Playable', after: again, next });
    }
    return depositPage(legacy, reply, language, player);
  });

  app.post('/cashier/deposit', async (request, reply) => {
    const language = languageOf(request);
    const words = legacyWording[language];
    const deposit = depositWording[language];
    const player = await legacy.playerOf(request);
    if (player === null) return legacy.loginRequiredPage(reply, language, '/cashier/deposit');
    const values = formOf(request);
    const key = keyOf(values);
    if (!legacy.isGenuinePost(request, player) || key === null) return legacy.errorPage(reply, language, 403, 'FORBIDDEN');
    const amount = typedAmount(values.amount, player.currency);
    if (amount === null) return depositPage(legacy, reply, language, player, { values, errors: { amount: words.invalidAmount } });
    const answer = await platform.post(
      deposits(player.session),
      { amount: Number(amount), currency: player.currency, method: 'CARD', card: { number: values.number ?? '', expiry: values.expiry ?? '', cvc: values.cvc ?? '' } },
      key,
    );
    const id = textField(answer.body, 'id') ?? textField(field(answer.body, 'deposit'), 'id');
    const status = textField(answer.body, 'status');
    if ((answer.status === 200 || answer.status === 201) && id !== undefined && status === 'COMPLETED') {
      await receipts.file(player.session, id, { message: completed, values: { amount: amountIn(answer.body, language) } }, now());
      return reply.redirect(`${ownHref('/cashier/deposit', language)}&receipt=${encodeURIComponent(id)}`, 303);
    }
    if (answer.status === 202 && id !== undefined && platformIdFormat.test(id)) {
      await receipts.file(player.session, `confirm-${id}`, { message: completed, values: { amount: amountIn(answer.body, language) } }, now());
      return reply.redirect(ownHref(`/cashier/deposit/confirm/${id}`, language), 303);
    }
    if (answer.status === 401) return legacy.loginRequiredPage(reply, language, '/cashier/deposit');
    if (answer.status === 402) return depositPage(legacy, reply, language, player, { values, message: deposit.cardDeclined });
    const onBreak = answer.status === 403 ? exclusionRefusalText(language, answer.body) : null;
    if (onBreak !== null) return depositPage(legacy, reply, language, player, { values, message: onBreak });
    if (answer.status === 409) {
      const refusal = limitRefusalText(language, answer.body, (minor) => formatMinor(minor, player.currency, language));
      if (refusal !== null) return depositPage(legacy, reply, language, player, { values, message: refusal });
    }
    if (answer.status === 422) {
      const causes = fieldCauses(answer.body);
      const invalid = (name: string) => (causes.has(name) ? words.invalidField : undefined);
      return depositPage(legacy, reply, language, player, {
        values,
        errors: { amount: amountError(words, causes.get('amount') ?? causes.get('currency')), number: invalid('card.number'), expiry: invalid('card.expiry'), cvc: invalid('card.cvc') },
      });
    }
    return legacy.errorPage(reply, language, 502, 'INTERNAL_ERROR');
  });
};
