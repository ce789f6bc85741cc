import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { formatMinor } from '../../../kernel/money.ts';
import { amountIn } from '../amounts.ts';
import { languageOf, type LegacyLanguage } from '../language.ts';
import type { LegacyContext } from '../legacy-context.ts';
import { alert, form, input, ownHref, paragraph } from '../legacy-pages.ts';
import type { Player } from '../player-session.ts';
import { textField } from '../platform-client.ts';
import { formOf } from '../posted-form.ts';
import { platformIdFormat } from '../receipt-book.ts';
import { exclusionRefusalText, limitRefusalText } from '../refusals.ts';
import { fill, inEveryLanguage } from '../wording.ts';
import { depositWording } from './wording.ts';

const confirmation = (session: string, id: string) => `/services/payment/v1/profiles/${session}/deposits/${encodeURIComponent(id)}/confirmation`;

interface ConfirmView {
  message?: string;
  error?: string;
  /** The deposit is over (refused, failed, or not waiting): a link back to the deposit form instead of the code's. */
  done?: boolean;
}

/** `/cashier/deposit/confirm/{id}`: the bank's confirmation code for a deposit the platform answered 202. */
export const confirmationRoutes: FastifyPluginAsync<LegacyContext> = async (app, legacy) => {
  const { now, platform, receipts } = legacy;

  async function confirmPage(reply: FastifyReply, language: LegacyLanguage, player: Player, id: string, view: ConfirmView = {}) {
    const deposit = depositWording[language];
    const pending = await receipts.read(player.session, `confirm-${id}`, now());
    const path = `/cashier/deposit/confirm/${id}`;
    const intro = pending === null ? '' : paragraph(fill(deposit.confirmText, pending.values));
    const fields = input({ name: 'code', label: deposit.confirmationCode, hint: deposit.confirmationHint, error: view.error, inputmode: 'numeric', autocomplete: 'one-time-code' });
    const body = [
      intro,
      view.message === undefined ? '' : alert(view.message),
      view.done === true
        ? `<p><a href="${ownHref('/cashier/deposit', language)}">${deposit.depositTitle}</a></p>`
        : form({ action: path, language, antiForgeryToken: legacy.guard.antiForgeryToken(player.session), submit: deposit.confirm, fields }),
    ].join('\n');
    return legacy.sendPage(reply, 200, { language, title: deposit.confirmTitle, path, area: 'cashier', backTo: '/cashier/deposit', body });
  }

  app.get<{ Params: { id: string } }>('/cashier/deposit/confirm/:id', async (request, reply) => {
    const language = languageOf(request);
    if (!platformIdFormat.test(request.params.id)) return legacy.errorPage(reply, language, 404, 'NOT_FOUND');
    const player = await legacy.playerOf(request);
    if (player === null) return legacy.loginRequiredPage(reply, language, `/cashier/deposit/confirm/${request.params.id}`);
    return confirmPage(reply, language, player, request.params.id);
  });

  app.post<{ Params: { id: string } }>('/cashier/deposit/confirm/:id', async (request, reply) => {
    const language = languageOf(request);
    const deposit = depositWording[language];
    const { id } = request.params;
    if (!platformIdFormat.test(id)) return legacy.errorPage(reply, language, 404, 'NOT_FOUND');
    const player = await legacy.playerOf(request);
    if (player === null) return legacy.loginRequiredPage(reply, language, `/cashier/deposit/confirm/${id}`);
    if (!legacy.isGenuinePost(request, player)) return legacy.errorPage(reply, language, 403, 'FORBIDDEN');
    const answer = await platform.post(confirmation(player.session, id), { code: (formOf(request).code ?? '').trim() });
    if (answer.status === 200 && textField(answer.body, 'status') === 'COMPLETED') {
      await receipts.file(player.session, id, { message: inEveryLanguage(depositWording, 'depositCompleted'), values: { amount: amountIn(answer.body, language) } }, now());
      return reply.redirect(`${ownHref('/cashier/deposit', language)}&receipt=${encodeURIComponent(id)}`, 303);
    }
    if (answer.status === 401) return legacy.loginRequiredPage(reply, language, `/cashier/deposit/confirm/${id}`);
    if (answer.status === 404) return legacy.errorPage(reply, language, 404, 'NOT_FOUND');
    if (answer.status === 422) return confirmPage(reply, language, player, id, { error: deposit.wrongCode });
    const onBreak = answer.status === 403 ? exclusionRefusalText(language, answer.body) : null;
    if (onBreak !== null) return confirmPage(reply, language, player, id, { message: onBreak, done: true });
    const limitRefusal = answer.status === 409 ? limitRefusalText(language, answer.body, (minor) => formatMinor(minor, player.currency, language)) : null;
    if (limitRefusal !== null) return confirmPage(reply, language, player, id, { message: limitRefusal, done: true });
    if (answer.status === 409) {
      const failed = textField(answer.body, 'errorCode') === 'DEPOSIT_FAILED';
      return confirmPage(reply, language, player, id, { message: failed ? deposit.depositFailed : deposit.notConfirmable, done: true });
    }
    return legacy.errorPage(reply, language, 502, 'INTERNAL_ERROR');
  });
};
