import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kernel/context.ts';
import { listOutbox } from '../services/login/index.ts';
import { consoleOutboxSize } from './console-outbox.ts';
import { notFoundBody } from '../kernel/http/error-bodies.ts';
import { bodyObject, sendValidationError } from '../kernel/http/validation.ts';
import { endWithdrawal, findOperatorWithdrawal, jurisdictionOf, listAllWithdrawals, lockOwnerOf, type OperatorWithdrawalRow, paymentPlayer, type QueryString, readJurisdictionChanges, readWithdrawalStatus, sendFieldErrors, updateJurisdiction, type WithdrawalEnding, withdrawalView } from '../services/payments/index.ts';
import { feedbackCounts } from '../services/help/index.ts';
import { renderHelpFeedbackSection } from './console-help.ts';
import { renderConsolePage } from './console-page.ts';
import { renderRegistrationsSection } from './console-registrations.ts';
import { renderSupportSections } from './console-support.ts';
import { latestAffiliateApplications, latestContactMessages } from '../services/support/index.ts';
import { documentsAwaitingDecision } from '../services/documents/index.ts';
import { latestRegistrations } from '../services/registration/index.ts';
import { referralActivity } from '../services/referral/index.ts';
import { renderReferralsSection } from './console-referrals.ts';
import { renderSelfExclusionRegisterSection } from './console-self-exclusion.ts';
import { latestRegisterMatches, registerEntriesInForce } from '../services/responsible-gambling/index.ts';
import { messagesScript, renderMessagesSection } from './console-messages.ts';

/** A withdrawal as the operator sees it: the player's view plus whose it is. */
async function operatorView(db: SandboxContext['db'], row: OperatorWithdrawalRow) {
  const { withdrawalReversal } = await jurisdictionOf(db, await paymentPlayer(db, row.player_id));
  return { ...withdrawalView(row, withdrawalReversal), username: row.username };
}

/** The operator's side of withdrawals (approve pays out, reject returns the money), the jurisdictions, and the console page. */
export function registerPaymentsRoutes(app: FastifyInstance, { db, now }: SandboxContext): void {
  app.get<{ Querystring: QueryString }>('/control/withdrawals', async (request, reply) => {
    const status = readWithdrawalStatus(request.query);
    if (!status.ok) return sendFieldErrors(reply, status.errors);
    const rows = await listAllWithdrawals(db, status.status);
    const views = [];
    for (const row of rows) views.push(await operatorView(db, row));
    return reply.send(views);
  });

  const decisions: readonly { path: string; ending: WithdrawalEnding }[] = [
    { path: 'approve', ending: 'APPROVED' },
    { path: 'reject', ending: 'REJECTED' },
  ];
  for (const { path, ending } of decisions) {
    app.post<{ Params: { id: string } }>(`/control/withdrawals/:id/${path}`, async (request, reply) => {
      const at = new Date(now());
      const result = await db.transaction(async (tx) => {
        if ((await lockOwnerOf(tx, request.params.id)) === null) return { ended: false, reason: 'NOT_FOUND' } as const;
        return endWithdrawal(tx, request.params.id, null, ending, at);
      });
      if (!result.ended) {
        if (result.reason === 'NOT_FOUND') return reply.code(404).send(notFoundBody);
        return reply.code(409).send({ errorCode: 'NOT_PENDING', message: 'The withdrawal is no longer pending.' });
      }
      const row = await findOperatorWithdrawal(db, result.row.id);
      if (row === null) return reply.code(404).send(notFoundBody);
      return reply.send(await operatorView(db, row));
    });
  }

  app.patch<{ Params: { code: string } }>('/control/jurisdictions/:code', async (request, reply) => {
    const read = readJurisdictionChanges(bodyObject(request.body));
    if (!read.ok) return sendValidationError(reply, read.errors);
    const updated = await updateJurisdiction(db, request.params.code, read.changes);
    if (updated === null) return reply.code(404).send(notFoundBody);
    return reply.send(updated);
  });

  app.get('/console', async (_request, reply) => {
    const pending = await listAllWithdrawals(db, 'PENDING');
    const support = renderSupportSections(await latestContactMessages(db), await latestAffiliateApplications(db));
    const page = renderConsolePage(pending, await listOutbox(db, null, consoleOutboxSize), await documentsAwaitingDecision(db), [support, renderHelpFeedbackSection(await feedbackCounts(db)), renderRegistrationsSection(await latestRegistrations(db)), renderSelfExclusionRegisterSection(await registerEntriesInForce(db, now()), await latestRegisterMatches(db, now())), renderReferralsSection(await referralActivity(db)), renderMessagesSection()], [messagesScript]);
    return reply.header('Content-Security-Policy', page.contentSecurityPolicy).type('text/html; charset=utf-8').send(page.html);
  });
}
