import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kernel/context.ts';
import { notFoundBody } from '../kernel/http/error-bodies.ts';
import { bodyObject, type FieldError, readRequiredText, sendValidationError, type JsonObject } from '../kernel/http/validation.ts';
import { findAccountByUsername } from '../services/login/index.ts';
import { isMessageCategory, sendMessage } from '../services/player-messages/index.ts';

export const maxTitleLength = 120;
export const maxBodyLength = 4000;

/** Plain text over several lines: any character but the control ones other than a line break or a tab. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const bodyControlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

function readBody(source: JsonObject, errors: FieldError[]): string | undefined {
  const value = source.body;
  if (typeof value === 'string' && value.trim() === '') errors.push({ field: 'body', cause: 'REQUIRED' });
  else if (value === undefined || value === null) errors.push({ field: 'body', cause: 'REQUIRED' });
  else if (typeof value !== 'string' || bodyControlCharacter.test(value)) errors.push({ field: 'body', cause: 'INVALID_FORMAT' });
  else if (value.length > maxBodyLength) errors.push({ field: 'body', cause: 'TOO_LONG' });
  else return value.replace(/\r\n?/g, '\n');
  return undefined;
}

/** The operator writes to a player (the console's "Send a message"): it lands unread in their inbox, now. */
export function registerMessagesRoutes(app: FastifyInstance, { db, now }: SandboxContext): void {
  app.post<{ Params: { username: string } }>('/control/players/:username/messages', { config: { lineBreaksIn: ['body'] } }, async (request, reply) => {
    const source = bodyObject(request.body);
    const errors: FieldError[] = [];
    const category = source.category;
    if (!isMessageCategory(category)) errors.push({ field: 'category', cause: category === undefined ? 'REQUIRED' : 'INVALID_FORMAT' });
    const title = readRequiredText(source, 'title', errors, maxTitleLength);
    const body = readBody(source, errors);
    if (errors.length > 0 || !isMessageCategory(category) || title === undefined || body === undefined) return sendValidationError(reply, errors);
    const account = await findAccountByUsername(db, request.params.username);
    if (!account) return reply.code(404).send(notFoundBody);
    return reply.code(201).send(await sendMessage(db, account.id, { category, title: title.trim(), body }, now()));
  });
}
