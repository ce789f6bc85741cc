import * as t from 'io-ts';
import { isTransitPage, safeLocalPath } from '../../domain/session';

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
 * A path a frame may send the player to, as a login destination is checked (AUTH-12), or null. It
 * has no query and no fragment: a frame may ask the site to show a page, never to act on arrival
 * (`#quickplay_realplay` would start real play of a game the player did not choose).
 */
const destinationOf = (u: unknown): string | null => {
  if (typeof u !== 'string' || u.includes('?') || u.includes('#')) return null;
  const path = safeLocalPath(u);
  return path === null || isTransitPage(path) ? null : path;
};

/**
 * A path inside a frame message, checked like a login destination: only a path on this site (never
 * `//host`, a scheme, an encoded or dot-segment escape), with no query or fragment, and never a
 * transit page (login, logout, errors, one-off action pages). Decodes to the normalised path.
 */
export const LocalPathCodec = new t.Type<string, string, unknown>(
  'LocalPath',
  (u): u is string => destinationOf(u) === u,
  (u, context) => {
    const path = destinationOf(u);
    return path === null ? t.failure(u, context) : t.success(path);
  },
  t.identity,
);
