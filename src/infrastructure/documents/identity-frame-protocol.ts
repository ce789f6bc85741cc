import * as t from 'io-ts';
import type { IdentityFinished } from '../../domain/documents';
import type { FrameProtocol } from '../shared/frame-protocol';

/** docs/api.md "Identity documents": the provider's only message. Unknown keys are ignored; the message is rebuilt. */
const WireIdentityFinished = t.type({
  type: t.literal('identity:finished'),
  transactionStatus: t.union([t.literal('SUCCESS'), t.literal('ERROR')]),
});

export const IdentityFinishedCodec = new t.Type<IdentityFinished, unknown, unknown>(
  'IdentityFinished',
  (u): u is IdentityFinished => WireIdentityFinished.is(u),
  (u, context) => {
    const decoded = WireIdentityFinished.validate(u, context);
    return decoded._tag === 'Left' ? decoded : t.success({ type: 'identity:finished', transactionStatus: decoded.right.transactionStatus });
  },
  t.identity,
);

/** The identity provider's protocol: one message, so a flood collapses to its latest. */
export const IDENTITY_FRAME_PROTOCOL: FrameProtocol<IdentityFinished> = {
  name: 'identity',
  typePrefix: 'identity:',
  decoder: IdentityFinishedCodec,
  coalesceKey: (message) => message.type,
};
