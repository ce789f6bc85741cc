import { describe, expect, it } from 'vitest';
import { ExclusionAnswer, ExclusionBody } from './exclusion-codecs';

const SELF_EXCLUSION = {
  kind: 'SELF_EXCLUSION',
  startedAt: '2026-11-01T10:00:00Z',
  endsAt: '2027-11-01T10:00:00Z',
  expired: false,
  endRequestedAt: null,
  endsAfterRequestAt: null,
};

describe('the exclusion as the site reads it (SG-09, SG-10, SG-18)', () => {
  it('reads a self-exclusion the platform copied from another of the player\'s accounts', () => {
    expect(ExclusionBody.decode({ exclusion: { ...SELF_EXCLUSION, fromAnotherAccount: true } })).toEqual({
      _tag: 'Right',
      right: {
        exclusion: {
          kind: 'SELF_EXCLUSION',
          startedAt: new Date('2026-11-01T10:00:00Z'),
          endsAt: new Date('2027-11-01T10:00:00Z'),
          expired: false,
          endRequestedAt: null,
          endsAfterRequestAt: null,
          fromAnotherAccount: true,
        },
      },
    });
  });

  it('reads a missing fromAnotherAccount (a platform before the register of self-exclusions) as false', () => {
    expect(ExclusionBody.decode({ exclusion: SELF_EXCLUSION })).toMatchObject({ _tag: 'Right', right: { exclusion: { fromAnotherAccount: false } } });
    expect(ExclusionAnswer.decode({ exclusion: { ...SELF_EXCLUSION, kind: 'TIME_OUT' } })).toMatchObject({ _tag: 'Right', right: { exclusion: { fromAnotherAccount: false } } });
    expect(ExclusionBody.decode({ exclusion: { ...SELF_EXCLUSION, fromAnotherAccount: false } })).toMatchObject({ _tag: 'Right', right: { exclusion: { fromAnotherAccount: false } } });
  });

  it.each(['yes', 1, null, {}])('refuses an exclusion whose fromAnotherAccount is %j, as any other malformed field', (fromAnotherAccount) => {
    expect(ExclusionBody.decode({ exclusion: { ...SELF_EXCLUSION, fromAnotherAccount } })._tag).toBe('Left');
  });

  it('still reads no exclusion in force', () => {
    expect(ExclusionBody.decode({ exclusion: null })).toEqual({ _tag: 'Right', right: { exclusion: null } });
  });
});
