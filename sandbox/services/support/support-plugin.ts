import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import type { Queryable } from '../../kernel/database/database.ts';
import { clientSource } from '../../kernel/http/client-source.ts';
import { errorBodyFor } from '../../kernel/http/error-bodies.ts';
import { headerText } from '../../kernel/http/request-headers.ts';
import { bodyObject } from '../../kernel/http/validation.ts';
import { findAccountById, normaliseUsername, touchSession } from '../login/index.ts';
import { readSiteConfig } from '../site-config/index.ts';
import { readAffiliateDraft, storeAffiliateApplication } from './affiliate-applications.ts';
import { readContactDraft, storeContactMessage } from './contact-messages.ts';
import { mayStoreAnother, type SubmissionTable } from './submission-limit.ts';
import type { SupportFieldError } from './support-fields.ts';
import { findProfile } from '../profile/index.ts';

export const contactPath = '/services/site-config/v1/contact-us';
export const affiliateApplicationsPath = '/services/affiliates/v1/applications';

/** CR and LF are text in a message; every other control character, in any field, is refused before the route runs. */
const cleansItsOwnText = { config: { lineBreaksIn: ['message'] } } as const;

const sendFieldErrors = (reply: FastifyReply, fieldErrors: SupportFieldError[]) => reply.code(422).send({ errorCode: 'VALIDATION_ERROR', fieldErrors });

const sendTooMany = (reply: FastifyReply, retryAfterSeconds: number) =>
  reply.code(429).header('Retry-After', String(retryAfterSeconds)).send(errorBodyFor(429));

/**
 * The support side of the platform: HELP-07's contact messages and REF-08's affiliate applications
 * (docs/api.md, "Contact" and "Referral and affiliates"). Both are stored for the operator's console;
 * a source may send five of each an hour.
 */
export const supportService: FastifyPluginAsync<SandboxContext> = async (app, { db, now, secrets }) => {
  const sourceOf = (request: FastifyRequest) => secrets.hmacCode(`support-source:${clientSource(request)}`);

  /** The page's language, when it is one the site publishes; else the site's default. */
  const languageOf = async (request: FastifyRequest): Promise<{ language: string; subjects: readonly string[] }> => {
    const config = await readSiteConfig(db);
    const published = Array.isArray(config.languagesPublished) ? config.languagesPublished.filter((code) => typeof code === 'string') : [];
    const fallback = typeof config.languageDefault === 'string' ? config.languageDefault : 'en';
    const asked = headerText(request, 'x-language')?.trim().toLowerCase();
    const subjects = Array.isArray(config.contactSubjects) ? config.contactSubjects.filter((code): code is string => typeof code === 'string') : [];
    return { language: asked !== undefined && published.includes(asked) ? asked : fallback, subjects };
  };

  /** Stores a submission unless its source sent five in the last hour; the reference, or the seconds to wait. */
  const storeLimited = (request: FastifyRequest, table: SubmissionTable, store: (tx: Queryable, sourceHash: string, nowMs: number) => Promise<string>) =>
    db.transaction(async (tx): Promise<{ stored: true; reference: string } | { stored: false; retryAfterSeconds: number }> => {
      const sourceHash = sourceOf(request);
      const nowMs = now();
      const verdict = await mayStoreAnother(tx, table, sourceHash, nowMs);
      return verdict.allowed ? { stored: true, reference: await store(tx, sourceHash, nowMs) } : { stored: false, retryAfterSeconds: verdict.retryAfterSeconds };
    });

  app.post(contactPath, cleansItsOwnText, async (request, reply) => {
    const { language, subjects } = await languageOf(request);
    const reading = readContactDraft(bodyObject(request.body), subjects, now());
    if (!reading.ok) return sendFieldErrors(reply, reading.errors);
    const { draft } = reading;
    const playerId = draft.username === null ? null : await sessionPlayerNamed(db, headerText(request, 'x-session-id'), draft.username, now());
    if (draft.username !== null && playerId === null) return sendFieldErrors(reply, [{ field: 'username', cause: 'NOT_ALLOWED' }]);
    const stored = await storeLimited(request, 'contact_messages', (tx, sourceHash, nowMs) =>
      storeContactMessage(tx, { ...draft, username: draft.username === null ? null : normaliseUsername(draft.username), playerId, language, sourceHash, nowMs }),
    );
    if (!stored.stored) return sendTooMany(reply, stored.retryAfterSeconds);
    return reply.code(201).send({ reference: stored.reference });
  });

  app.post(affiliateApplicationsPath, cleansItsOwnText, async (request, reply) => {
    const { language } = await languageOf(request);
    const reading = readAffiliateDraft(bodyObject(request.body));
    if (!reading.ok) return sendFieldErrors(reply, reading.errors);
    const { draft } = reading;
    const stored = await storeLimited(request, 'affiliate_applications', (tx, sourceHash, nowMs) => storeAffiliateApplication(tx, { ...draft, language, sourceHash, nowMs }));
    if (!stored.stored) return sendTooMany(reply, stored.retryAfterSeconds);
    // The same answer whether or not the e-mail applied before: an applicant learns nothing about others.
    return reply.code(202).send({ reference: stored.reference });
  });
};

/** The player of the live session `sessionId` (renewed, as any call of theirs), when `username` names them; else null. */
async function sessionPlayerNamed(db: Queryable, sessionId: string | undefined, username: string, nowMs: number): Promise<number | null> {
  if (sessionId === undefined || sessionId.trim() === '' || sessionId.length > 256) return null;
  const playerId = await touchSession(db, sessionId.trim(), nowMs);
  if (playerId === null) return null;
  const account = await findAccountById(db, playerId);
  const email = account === null ? undefined : (await findProfile(db, playerId)).email;
  const named = normaliseUsername(username);
  return account !== null && (account.username === named || email?.toLowerCase() === named) ? playerId : null;
}
