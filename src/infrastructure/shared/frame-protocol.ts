import * as t from 'io-ts';
import { safeLocalPath } from '../../domain/session';

/**
 * How one kind of frame speaks: the codec every message from it must pass, and which messages a
 * flood may collapse into one (the latest of each key within one animation frame is delivered).
 */
export interface FrameProtocol<Incoming> {
  /** Names the frame in logs, e.g. `game`. */
  readonly name: string;
  /** Every message type of the protocol starts with this, e.g. `game:`; anything else is dropped unread. */
  readonly typePrefix: string;
  readonly decoder: t.Decoder<unknown, Incoming>;
  readonly coalesceKey: (message: Incoming) => string;
}

/**
 * A path inside a frame message, checked like a login destination (`safeLocalPath`): only a path on
 * this site, never `//host`, a scheme, an encoded or dot-segment escape. Decodes to the normalised path.
 */
export const LocalPathCodec = new t.Type<string, string, unknown>(
  'LocalPath',
  (u): u is string => typeof u === 'string' && safeLocalPath(u) === u,
  (u, context) => {
    const path = typeof u === 'string' ? safeLocalPath(u) : null;
    return path === null ? t.failure(u, context) : t.success(path);
  },
  t.identity,
);
