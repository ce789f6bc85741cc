import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { defaultTemplateUsername, findDemoPlayer } from '../demo-players.ts';
import { notFoundBody } from '../http/plumbing.ts';
import { bodyObject, sendValidationError, maxTextLength, type FieldError, type JsonObject } from '../http/validation.ts';
import { applyPlayerPatch } from '../players/apply-patch.ts';
import { parsePlayerPatch, type PlayerPatch } from '../players/patch.ts';
import { copyPlayer, findPlayerById, findPlayerByUsername, normaliseUsername, playerState } from '../players/repository.ts';
import { currentTotp, secondsLeftInStep, totpUri, newTotpSecret } from '../security/totp.ts';

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

export function registerControlPlayerRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { db } = context;

  app.post('/sandbox/control/players', async (request, reply) => {
    const body = bodyObject(request.body);
    const errors: FieldError[] = [];
    const fields = readCreationFields(body, errors);
    const { patch, errors: patchErrors } = parsePlayerPatch(body, ['template', 'username']);
    errors.push(...patchErrors);
    if (errors.length > 0) return sendValidationError(reply, errors);

    const template = await findPlayerByUsername(db, fields.template);
    if (!template) return reply.code(404).send({ ...notFoundBody, message: `No template player ${fields.template}` });
    const username = fields.username ?? freshUsername(template.username);
    if (await findPlayerByUsername(db, username)) {
      return reply.code(409).send({ errorCode: 'USERNAME_TAKEN', message: `${username} already exists` });
    }

    const { password, mustHash } = choosePassword(patch, template.username);
    const playerId = await copyPlayer(db, template.id, { username, totpSecret: newTotpSecret(), nowMs: context.now() });
    const result = await applyPlayerPatch(db, playerId, mustHash ? { ...patch, password } : patch);
    if (!result.ok) {
      await db.query('DELETE FROM players WHERE id = $1', [playerId]);
      return sendValidationError(reply, result.errors);
    }
    return reply.code(201).send({ username, password });
  });

  app.get<{ Params: UsernameParams }>('/sandbox/control/players/:username', async (request, reply) => {
    const player = await findPlayerByUsername(db, request.params.username);
    if (!player) return reply.code(404).send(notFoundBody);
    return reply.send(await playerState(db, player));
  });

  app.patch<{ Params: UsernameParams }>('/sandbox/control/players/:username', async (request, reply) => {
    const player = await findPlayerByUsername(db, request.params.username);
    if (!player) return reply.code(404).send(notFoundBody);
    const { patch, errors } = parsePlayerPatch(bodyObject(request.body));
    if (errors.length > 0) return sendValidationError(reply, errors);
    const result = await applyPlayerPatch(db, player.id, patch);
    if (!result.ok) return sendValidationError(reply, result.errors);
    const updated = await findPlayerById(db, player.id);
    if (!updated) throw new Error(`Player ${player.id} vanished during a patch`);
    return reply.send(await playerState(db, updated));
  });

  // Not in api.md: the sandbox's authenticator app, for TWO_FACTOR_AUTHENTICATION logins.
  app.get<{ Params: UsernameParams }>('/sandbox/control/players/:username/totp', async (request, reply) => {
    const player = await findPlayerByUsername(db, request.params.username);
    if (!player) return reply.code(404).send(notFoundBody);
    const nowMs = context.now();
    return reply.send({
      secret: player.totp_secret,
      otpauthUri: totpUri(player.totp_secret, player.username),
      code: await currentTotp(player.totp_secret, nowMs),
      secondsLeft: secondsLeftInStep(nowMs),
    });
  });
}
