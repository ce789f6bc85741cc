import * as t from 'io-ts';
import { GAME_ERROR_CODES, type GameErrorCode, type GameMessage } from '../../domain/play';
import { BoundedString } from '../shared/codecs';
import { LocalPathCodec, type FrameProtocol } from '../shared/frame-protocol';

const isKnownCode = (code: string): code is GameErrorCode => (GAME_ERROR_CODES as readonly string[]).includes(code);

/** Any short code is read; an unknown one becomes `UNKNOWN`, so a new provider code still shows a message. */
const ErrorCode = new t.Type<GameErrorCode, string, unknown>(
  'GameErrorCode',
  (u): u is GameErrorCode => typeof u === 'string' && isKnownCode(u),
  (u, context) => {
    const decoded = BoundedString(64).validate(u, context);
    if (decoded._tag === 'Left') return decoded;
    return t.success(isKnownCode(decoded.right) ? decoded.right : 'UNKNOWN');
  },
  t.identity,
);

const Height = t.refinement(t.number, (n) => Number.isFinite(n) && n > 0 && n <= 100_000, 'FrameHeight');

/** docs/api.md "## Game provider": frame → host messages. Unknown keys are ignored; each message is rebuilt field by field. */
const WireGameMessage = t.union([
  t.type({ type: t.literal('game:ready') }),
  t.type({ type: t.literal('game:balance-changed') }),
  t.type({ type: t.literal('game:error'), code: ErrorCode }),
  t.type({ type: t.literal('game:resize'), height: Height }),
  t.type({ type: t.literal('game:navigate'), path: LocalPathCodec }),
]);

const rebuild = (wire: t.TypeOf<typeof WireGameMessage>): GameMessage => {
  switch (wire.type) {
    case 'game:ready':
    case 'game:balance-changed':
      return { type: wire.type };
    case 'game:error':
      return { type: wire.type, code: wire.code };
    case 'game:resize':
      return { type: wire.type, height: wire.height };
    case 'game:navigate':
      return { type: wire.type, path: wire.path };
  }
};

export const GameMessageCodec = new t.Type<GameMessage, unknown, unknown>(
  'GameMessage',
  (u): u is GameMessage => WireGameMessage.is(u),
  (u, context) => {
    const decoded = WireGameMessage.validate(u, context);
    return decoded._tag === 'Left' ? decoded : t.success(rebuild(decoded.right));
  },
  t.identity,
);

/** The game protocol: a flood of the same message collapses to one per frame; errors of different codes stay apart. */
export const GAME_FRAME_PROTOCOL: FrameProtocol<GameMessage> = {
  name: 'game',
  typePrefix: 'game:',
  decoder: GameMessageCodec,
  coalesceKey: (message) => (message.type === 'game:error' ? `${message.type}:${message.code}` : message.type),
};
