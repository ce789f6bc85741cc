import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { clientSource, sourceKey } from '../../kernel/http/client-source.ts';
import { notFoundBody } from '../../kernel/http/error-bodies.ts';
import { bodyObject, sendValidationError, maxTextLength, type FieldError, type JsonObject } from '../../kernel/http/validation.ts';
import { currentTotp, secondsLeftInStep, totpUri } from '../../kernel/security/totp.ts';
import { defaultTemplateUsername, findDemoPlayer } from '../../seed/demo-players.ts';
import { type AccountRow, clearAllFailures, deleteAccount, findAccountById, findAccountByUsername, normaliseUsername } from '../../services/login/index.ts';
import { revealSecret } from '../../services/player-verification/index.ts';
import { applyPlayerPatch } from './apply-player-patch.ts';
import { copyPlayer } from './player-copy.ts';
import { parsePlayerPatch, type PlayerPatch } from './player-patch.ts';
import { readPlayerState } from './player-state.ts';

interface UsernameParams {
  username: string;
}

const usernamePattern = /^[^\s@]+@[^\s@]+$/;

function freshUsername(templateUsername: string): string {
  const [local = 'player', domain = 'demo.test'] = templateUsername.split('@');
  const base = local.split('+')[0] ?? local;
  return `${base}+${randomBytes(5).toString('hex')}@${domain}`;
}

function readCreationFields(body: JsonObject, errors: FieldError[]): { template: string; username?: string } {
  const { template, username } = body;
  const fields: { template: string; username?: string } = { template: defaultTemplateUsername };
  if (template !== undefined) {
    if (typeof template === 'string' && template.trim() !== '') fields.template = template;
    else errors.push({ field: 'template', cause: 'INVALID_FORMAT' });
  }
  if (username !== undefined) {
    if (typeof username === 'string' && usernamePattern.test(username) && username.length <= maxTextLength) {
      fields.username = normaliseUsername(username);
    } else {
      errors.push({ field: 'username', cause: 'INVALID_FORMAT' });
    }
  }
  return fields;
}

/**
 * The password the copy will have. Without one in the request, a demo template's password is
 * reused with its hash (no slow re-hashing); any other template gets a new random password.
 */
function choosePassword(patch: PlayerPatch, templateUsername: string): { password: string; mustHash: boolean } {
  if (patch.password !== undefined) return { password: patch.password, mustHash: true };
  const demo = findDemoPlayer(templateUsername);
  if (demo) return { password: demo.password, mustHash: false };
  return { password: `Sandbox-${randomBytes(6).toString('base64url')}`, mustHash: true };
}

/** The source a player's login failures are shown for: `?source=`, else the caller's own address. */
function sourceOf(request: FastifyRequest<{ Querystring: { source?: string } }>): string {
  const { source } = request.query;
  return typeof source === 'string' && source !== '' ? sourceKey(source) : clientSource(request);
}

export function registerPlayerRoutes(app: FastifyInstance, { db, now, secrets }: SandboxContext): void {
  /** The player the path names, or null after answering 404. */
  async function namedPlayer(params: UsernameParams, reply: FastifyReply): Promise<AccountRow | null> {
    const account = await findAccountByUsername(db, params.username);
    if (!account) await reply.code(404).send(notFoundBody);
    return account;
  }

  app.post('/control/players', async (request, reply) => {
    const body = bodyObject(request.body);
    const errors: FieldError[] = [];
    const fields = readCreationFields(body, errors);
    const { patch, errors: patchErrors } = parsePlayerPatch(body, ['template', 'username']);
    errors.push(...patchErrors);
    if (errors.length > 0) return sendValidationError(reply, errors);

    const template = await findAccountByUsername(db, fields.template);
    if (!template) return reply.code(404).send({ ...notFoundBody, message: `No template player ${fields.template}` });
    const username = fields.username ?? freshUsername(template.username);
    if (await findAccountByUsername(db, username)) {
      return reply.code(409).send({ errorCode: 'USERNAME_TAKEN', message: `${username} already exists` });
    }

    const { password, mustHash } = choosePassword(patch, template.username);
    const playerId = await copyPlayer(db, template.id, { username, nowMs: now() });
    const copy = await findAccountById(db, playerId);
    if (!copy) throw new Error(`The copy ${playerId} of ${template.username} vanished`);
    const result = await applyPlayerPatch(db, copy, mustHash ? { ...patch, password } : patch, { source: clientSource(request), nowMs: now(), secrets });
    if (!result.ok) {
      await deleteAccount(db, playerId);
      return sendValidationError(reply, result.errors);
    }
    return reply.code(201).send({ username, password });
  });

  app.get<{ Params: UsernameParams; Querystring: { source?: string } }>('/control/players/:username', async (request, reply) => {
    const account = await namedPlayer(request.params, reply);
    if (!account) return reply;
    return reply.send(await readPlayerState(db, account, sourceOf(request), now()));
  });

  app.patch<{ Params: UsernameParams }>('/control/players/:username', async (request, reply) => {
    const account = await namedPlayer(request.params, reply);
    if (!account) return reply;
    const { patch, errors } = parsePlayerPatch(bodyObject(request.body));
    if (errors.length > 0) return sendValidationError(reply, errors);
    const result = await applyPlayerPatch(db, account, patch, { source: clientSource(request), nowMs: now(), secrets });
    if (!result.ok) return sendValidationError(reply, result.errors);
    const updated = await findAccountById(db, account.id);
    if (!updated) throw new Error(`Player ${account.id} vanished during a patch`);
    return reply.send(await readPlayerState(db, updated, patch.loginSource === undefined ? clientSource(request) : sourceKey(patch.loginSource), now()));
  });

  app.delete<{ Params: UsernameParams }>('/control/players/:username', async (request, reply) => {
    const account = await namedPlayer(request.params, reply);
    if (!account) return reply;
    await deleteAccount(db, account.id);
    // The failures counted against the name go too: a player registered again under it starts afresh.
    await clearAllFailures(db, account.username);
    return reply.code(204).send();
  });

  // The sandbox's authenticator app (test control only): the player's enabled secret, else the
  // one waiting for its first code; 404 NO_TWO_FACTOR_SECRET when there is none.
  app.get<{ Params: UsernameParams }>('/control/players/:username/totp', async (request, reply) => {
    const account = await namedPlayer(request.params, reply);
    if (!account) return reply;
    const secret = await revealSecret(db, secrets, account.id);
    if (secret === null) return reply.code(404).send({ errorCode: 'NO_TWO_FACTOR_SECRET', message: 'The player has no two-factor secret.' });
    const nowMs = now();
    return reply.send({
      secret,
      otpauthUri: totpUri(secret, account.username),
      code: await currentTotp(secret, nowMs),
      secondsLeft: secondsLeftInStep(nowMs),
    });
  });
}
