import { describe, expect, it } from 'vitest';
import { IdentityFinishedCodec } from './identity-frame-protocol';

describe("the identity provider's message", () => {
  it('decodes identity:finished, rebuilt without unknown keys', () => {
    expect(IdentityFinishedCodec.decode({ type: 'identity:finished', transactionStatus: 'SUCCESS', extra: '<script>' })).toEqual({
      _tag: 'Right',
      right: { type: 'identity:finished', transactionStatus: 'SUCCESS' },
    });
  });

  it.each([
    { type: 'identity:finished', transactionStatus: 'PENDING' },
    { type: 'identity:finished' },
    { type: 'identity:started', transactionStatus: 'SUCCESS' },
    'identity:finished',
    null,
  ])('refuses %j', (message) => {
    expect(IdentityFinishedCodec.decode(message)._tag).toBe('Left');
  });
});
