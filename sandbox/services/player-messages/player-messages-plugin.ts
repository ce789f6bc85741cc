import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SandboxContext } from '../../kernel/context.ts';
import { authorised, authorisedPlayer, type SessionParams } from '../../kernel/http/authorised-routes.ts';
import { notFoundBody } from '../../kernel/http/error-bodies.ts';
import { type FieldError, sendValidationError } from '../../kernel/http/validation.ts';
import { decodeCursor, encodeCursor, type MessageCursor } from './message-cursor.ts';
import { countMessages, deleteMessage, findMessage, listMessages, markAllRead, markRead, messageBody } from './messages-store.ts';

const messages = '/services/player-messages/v1/players/:session/messages';

export const defaultPageSize = 20;
export const maxPageSize = 100;

type MessageParams = SessionParams & { messageId: string };
interface PageQuery {
  cursor?: unknown;
  limit?: unknown;
}

/** The path's message id: a positive whole number within the column's range, else nothing (404). */
function messageIdOf(params: MessageParams): number | null {
  if (!/^[1-9]\d{0,9}$/.test(params.messageId)) return null;
  const id = Number(params.messageId);
  return id <= 2_147_483_647 ? id : null;
}

/** The page asked for: `limit` 1 to 100 (20 when absent), `cursor` one this service wrote; else a 422 is sent and null returned. */
async function pageOf(query: PageQuery, reply: FastifyReply): Promise<{ cursor: MessageCursor | null; limit: number } | null> {
  const limit = query.limit === undefined ? defaultPageSize : typeof query.limit === 'string' && /^\d{1,3}$/.test(query.limit) ? Number(query.limit) : 0;
  const cursorText = query.cursor === undefined ? '' : query.cursor;
  const cursor = typeof cursorText === 'string' && cursorText !== '' ? decodeCursor(cursorText) : null;
  const errors: FieldError[] = [];
  if (limit < 1 || limit > maxPageSize) errors.push({ field: 'limit', cause: 'INVALID_FORMAT' });
  if (typeof cursorText !== 'string' || (cursorText !== '' && cursor === null)) errors.push({ field: 'cursor', cause: 'INVALID_FORMAT' });
  if (errors.length > 0) {
    await sendValidationError(reply, errors);
    return null;
  }
  return { cursor, limit };
}

/** The player's inbox (docs/api.md, "Player messages"): paged newest first, read, deleted; never another player's. */
export const playerMessagesService: FastifyPluginAsync<SandboxContext> = async (app, { db, now }) => {
  app.get<{ Params: SessionParams; Querystring: PageQuery }>(messages, authorised, async (request, reply) => {
    const page = await pageOf(request.query, reply);
    if (page === null) return reply;
    const playerId = authorisedPlayer(request);
    const nowMs = now();
    const [listed, counts] = await Promise.all([listMessages(db, playerId, nowMs, page.cursor, page.limit), countMessages(db, playerId, nowMs)]);
    return reply.send({
      messages: listed.messages.map(messageBody),
      nextCursor: listed.next === null ? null : encodeCursor(listed.next),
      unread: counts.unread,
      total: counts.unread + counts.read,
    });
  });

  app.post<{ Params: SessionParams }>(`${messages}/read-all`, authorised, async (request, reply) =>
    reply.send({ marked: await markAllRead(db, authorisedPlayer(request), now()) }),
  );

  app.get<{ Params: MessageParams }>(`${messages}/:messageId`, authorised, async (request, reply) => {
    const id = messageIdOf(request.params);
    const row = id === null ? null : await findMessage(db, authorisedPlayer(request), id, now());
    return row === null ? reply.code(404).send(notFoundBody) : reply.send(messageBody(row));
  });

  app.post<{ Params: MessageParams }>(`${messages}/:messageId/read`, authorised, async (request, reply) => {
    const id = messageIdOf(request.params);
    const marked = id !== null && (await markRead(db, authorisedPlayer(request), id, now()));
    return marked ? reply.code(204).send() : reply.code(404).send(notFoundBody);
  });

  app.delete<{ Params: MessageParams }>(`${messages}/:messageId`, authorised, async (request, reply) => {
    const id = messageIdOf(request.params);
    const deleted = id !== null && (await deleteMessage(db, authorisedPlayer(request), id, now()));
    return deleted ? reply.code(204).send() : reply.code(404).send(notFoundBody);
  });
};
