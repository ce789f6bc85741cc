import * as t from 'io-ts';
import { sitePathOf, type LegacyMessage, type LegacyNavigationError } from '../../domain/embedded';
import { BoundedString } from '../shared/codecs';
import { LocalPathCodec, type FrameProtocol } from '../shared/frame-protocol';

/** A legacy path checked like a login destination, and under one of the embedded areas (`/cashier/…`, `/sports…`). */
const LegacyPath = t.refinement(LocalPathCodec, (path) => sitePathOf(path) !== null, 'LegacyPath');

/** `NOT_FOUND`, or any other short code (read as `OTHER`, so a new legacy code still leads to an error page). */
const NavigationError = new t.Type<LegacyNavigationError, string, unknown>(
  'LegacyNavigationError',
  (u): u is LegacyNavigationError => u === 'NOT_FOUND' || u === 'OTHER',
  (u, context) => {
    const decoded = BoundedString(64).validate(u, context);
    if (decoded._tag === 'Left') return decoded;
    return t.success(decoded.right === 'NOT_FOUND' ? 'NOT_FOUND' : 'OTHER');
  },
  t.identity,
);

const Height = t.refinement(t.number, (n) => Number.isFinite(n) && n > 0 && n <= 100_000, 'FrameHeight');

/** docs/api.md "## Embedded legacy application": frame → host messages. Unknown keys are ignored; each message is rebuilt field by field. */
const WireLegacyMessage = t.union([
  t.type({ type: t.literal('legacy:navigation-start') }),
  t.type({ type: t.literal('legacy:navigation-end'), path: LegacyPath }),
  t.type({ type: t.literal('legacy:navigation-error'), error: NavigationError }),
  t.type({ type: t.literal('legacy:login-required') }),
  t.type({ type: t.literal('legacy:back') }),
  t.type({ type: t.literal('legacy:forward') }),
  t.type({ type: t.literal('legacy:navigate-outside'), path: LocalPathCodec }),
  t.type({ type: t.literal('legacy:balance-changed') }),
  t.type({ type: t.literal('legacy:resize'), height: Height }),
]);

const rebuild = (wire: t.TypeOf<typeof WireLegacyMessage>): LegacyMessage => {
  switch (wire.type) {
    case 'legacy:navigation-end':
    case 'legacy:navigate-outside':
      return { type: wire.type, path: wire.path };
    case 'legacy:navigation-error':
      return { type: wire.type, error: wire.error };
    case 'legacy:resize':
      return { type: wire.type, height: wire.height };
    default:
      return { type: wire.type };
  }
};

export const LegacyMessageCodec = new t.Type<LegacyMessage, unknown, unknown>(
  'LegacyMessage',
  (u): u is LegacyMessage => WireLegacyMessage.is(u),
  (u, context) => {
    const decoded = WireLegacyMessage.validate(u, context);
    return decoded._tag === 'Left' ? decoded : t.success(rebuild(decoded.right));
  },
  t.identity,
);

/**
 * The legacy application's protocol. A flood collapses to the latest message of each type per
 * animation frame (in the order they last arrived, so a start followed by an end still ends loading).
 */
export const LEGACY_FRAME_PROTOCOL: FrameProtocol<LegacyMessage> = {
  name: 'legacy',
  typePrefix: 'legacy:',
  decoder: LegacyMessageCodec,
  coalesceKey: (message) => message.type,
};
