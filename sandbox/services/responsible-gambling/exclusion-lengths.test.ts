// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exclusionEnd } from './exclusions-store.ts';

const at = (iso: string) => new Date(iso);

// The site's fakes no longer work out when a break ends (docs/decisions.md "Fakes hold state"): the
// platform's lengths are proven here, once.
describe('how long a break lasts (SG-09)', () => {
  it('a time-out of n days ends n times 24 hours later', () => {
    expect(exclusionEnd('TIME_OUT', 1, at('2026-11-23T10:00:00Z'))).toEqual(at('2026-11-24T10:00:00Z'));
    expect(exclusionEnd('TIME_OUT', 42, at('2026-11-23T10:00:00Z'))).toEqual(at('2027-01-04T10:00:00Z'));
  });

  it('a self-exclusion of n months ends on the same day n calendar months later, at the same time', () => {
    expect(exclusionEnd('SELF_EXCLUSION', 12, at('2026-11-23T10:00:00Z'))).toEqual(at('2027-11-23T10:00:00Z'));
    expect(exclusionEnd('SELF_EXCLUSION', 60, at('2026-05-01T10:00:00Z'))).toEqual(at('2031-05-01T10:00:00Z'));
  });

  it('past the last day of the month it ends on that last day: 31 August plus 6 months is 28 or 29 February', () => {
    expect(exclusionEnd('SELF_EXCLUSION', 6, at('2026-08-31T22:00:00Z'))).toEqual(at('2027-02-28T22:00:00Z'));
    expect(exclusionEnd('SELF_EXCLUSION', 6, at('2027-08-31T22:00:00Z'))).toEqual(at('2028-02-29T22:00:00Z'));
  });
});
