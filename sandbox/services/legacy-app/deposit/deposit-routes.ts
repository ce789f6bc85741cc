import type { FastifyPluginAsync } from 'fastify';
import { formatMinor } from '../../../kernel/money.ts';
import { amountIn, typedAmount } from '../amounts.ts';
import { languageOf, type LegacyLanguage } from '../language.ts';
import type { LegacyContext } from '../legacy-context.ts';
import { ownHref } from '../legacy-pages.ts';
import type { Player } from '../player-session.ts';
import { field, fieldCauses, textField } from '../platform-client.ts';
import { formOf, keyOf, type Form } from '../posted-form.ts';
import { platformIdFormat } from '../receipt-book.ts';
import { receiptPage } from '../receipt-page.ts';
import { exclusionRefusalText, limitRefusalText } from '../refusals.ts';
import { fill, inEveryLanguage, legacyWording } from '../wording.ts';
import { depositOf } from './deposit-body.ts';
import { depositPaths, depositMethodPages, forgetCardPath, groupCodes, offeredMethods, type DepositMethodPage } from './deposit-options.ts';
import { depositPage, depositTitle, type DepositField, type DepositView } from './deposit-page.ts';
import { depositWording } from './wording.ts';

const deposits = (session: string) => `/services/payment/v1/profiles/${session}/deposits`;

/** The form's fields the platform's field errors name (docs/api.md). */
const platformFields: Readonly<Record<string, DepositField>> = {
  'card.number': 'number',
  'card.expiry': 'expiry',
  'card.cvc': 'cvc',
  'savedCard.cvc': 'cvc',
  'bankAccount.iban': 'iban',
  'wallet.email': 'email',
};

/**
 * `/cashier/deposit` (card), `/cashier/deposit/bank` and `/cashier/deposit/ewallet`: each method's
 * form, its POST (paid at once, or sent on to the confirmation step), and its receipt; and the
 * removal of a remembered card.
 */
export const depositRoutes: FastifyPluginAsync<LegacyContext> = async (app, legacy) => {
  const { now, platform, receipts } = legacy;
  const completed = inEveryLanguage(depositWording, 'depositCompleted');

  /** CSH-02: the amount typed, in minor units, refused here with the limits when it is outside the method's (the platform refuses it too). */
  async function amountOrError(player: Player, page: DepositMethodPage, values: Form, language: LegacyLanguage): Promise<{ amount: bigint } | { error: string }> {
    const words = legacyWording[language];
    const deposit = depositWording[language];
    const amount = typedAmount(values.amount, player.currency);
    if (amount === null) return { error: words.invalidAmount };
    const method = (await offeredMethods(platform, player)).find((offered) => offered.page === page);
    if (method !== undefined && amount < BigInt(method.min)) return { error: fill(deposit.belowMinimum, { min: formatMinor(method.min, player.currency, language) }) };
    if (method !== undefined && amount > BigInt(method.max)) return { error: fill(deposit.aboveMaximum, { max: formatMinor(method.max, player.currency, language) }) };
    return { amount };
  }

  for (const page of depositMethodPages) {
    const path = depositPaths[page];

    app.get(path, async (request, reply) => {
      const language = languageOf(request);
      const player = await legacy.playerOf(request);
      if (player === null) return legacy.loginRequiredPage(reply, language, path);
      const receipt = await legacy.receiptOf(request, player);
      const deposit = depositWording[language];
      if (receipt !== null) {
        const again = `<p><a href="${ownHref(path, language)}">${deposit.depositTitle}</a></p>`;
        // The way on from a deposit is play: the casino's lobby, on the site.
        const next = { path: '/casino', label: deposit.playNow };
        return receiptPage(legacy, reply, language, player, receipt, { title: depositTitle(page, deposit), path, area: 'cashier', balanceType: 'Playable', after: again, next });
      }
      const query = request.query as Record<string, unknown>;
      return depositPage(legacy, reply, language, player, page, { removed: query.removed === '1', newCard: query.card === 'new' });
    });

    app.post(path, async (request, reply) => {
      const language = languageOf(request);
      const words = legacyWording[language];
      const deposit = depositWording[language];
      const player = await legacy.playerOf(request);
      if (player === null) return legacy.loginRequiredPage(reply, language, path);
      const values = formOf(request);
      const key = keyOf(values);
      if (!legacy.isGenuinePost(request, player) || key === null) return legacy.errorPage(reply, language, 403, 'FORBIDDEN');
      const newCard = values.newCard === '1';
      const again = (view: DepositView) => depositPage(legacy, reply, language, player, page, { values, newCard, ...view });
      const amount = await amountOrError(player, page, values, language);
      if ('error' in amount) return again({ errors: { amount: amount.error } });
      const body = { amount: Number(amount.amount), currency: player.currency, method: groupCodes[page], ...depositOf(page, values) };
      const answer = await platform.post(deposits(player.session), body, key);
      const id = textField(answer.body, 'id') ?? textField(field(answer.body, 'deposit'), 'id');
      const status = textField(answer.body, 'status');
      if ((answer.status === 200 || answer.status === 201) && id !== undefined && platformIdFormat.test(id) && status === 'COMPLETED') {
        await receipts.file(player.session, id, { message: completed, values: { amount: amountIn(answer.body, language) } }, now());
        return reply.redirect(`${ownHref(path, language)}&receipt=${encodeURIComponent(id)}`, 303);
      }
      if (answer.status === 202 && id !== undefined && platformIdFormat.test(id)) {
        await receipts.file(player.session, `confirm-${id}`, { message: completed, values: { amount: amountIn(answer.body, language) } }, now());
        return reply.redirect(ownHref(`/cashier/deposit/confirm/${id}`, language), 303);
      }
      if (answer.status === 401) return legacy.loginRequiredPage(reply, language, path);
      if (answer.status === 402) return again({ message: deposit.cardDeclined });
      if (answer.status === 403) return again({ message: exclusionRefusalText(language, answer.body) ?? deposit.methodNotOffered });
      if (answer.status === 409) {
        const refusal = limitRefusalText(language, answer.body, (minor) => formatMinor(minor, player.currency, language));
        if (refusal !== null) return again({ message: refusal });
      }
      if (answer.status === 422) {
        const causes = fieldCauses(answer.body);
        const errors: Partial<Record<DepositField, string>> = {};
        for (const [name, cause] of causes) {
          const formField = platformFields[name];
          if (formField !== undefined) errors[formField] = words.invalidField;
          if (name === 'amount' || name === 'currency') errors.amount = cause === 'TOO_SMALL' ? words.tooSmall : cause === 'TOO_LARGE' ? words.tooLarge : words.invalidAmount;
          // A remembered card that is no longer there: the new card's form.
          if (name === 'savedCard.id') return depositPage(legacy, reply, language, player, page, { values, newCard: true, message: words.invalidField });
        }
        return again({ errors });
      }
      return legacy.errorPage(reply, language, 502, 'INTERNAL_ERROR');
    });
  }

  // CSH-04: a remembered card removed; the card page says so.
  app.post('/cashier/deposit/cards/remove', async (request, reply) => {
    const language = languageOf(request);
    const player = await legacy.playerOf(request);
    if (player === null) return legacy.loginRequiredPage(reply, language, '/cashier/deposit');
    if (!legacy.isGenuinePost(request, player)) return legacy.errorPage(reply, language, 403, 'FORBIDDEN');
    const card = formOf(request).card ?? '';
    if (!platformIdFormat.test(card)) return legacy.errorPage(reply, language, 404, 'NOT_FOUND');
    const answer = await platform.delete(forgetCardPath(player.session, card));
    if (answer.status === 401) return legacy.loginRequiredPage(reply, language, '/cashier/deposit');
    if (answer.status !== 204 && answer.status !== 404) return legacy.errorPage(reply, language, 502, 'INTERNAL_ERROR');
    return reply.redirect(`${ownHref('/cashier/deposit', language)}&removed=1`, 303);
  });
};
