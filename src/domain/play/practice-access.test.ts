import { describe, expect, it } from 'vitest';
import { practiceAccess } from './practice-access';

describe('practice access (SG-15)', () => {
  it('is open wherever the jurisdiction does not ask for a verified age', () => {
    expect(practiceAccess({ practicePlayNeedsVerifiedAge: false, authenticated: false, ageVerified: null })).toBe('open');
    expect(practiceAccess({ practicePlayNeedsVerifiedAge: false, authenticated: true, ageVerified: false })).toBe('open');
  });

  it('asks a visitor to log in, and a player to verify their age until it is known to be verified', () => {
    expect(practiceAccess({ practicePlayNeedsVerifiedAge: true, authenticated: false, ageVerified: null })).toBe('log-in');
    expect(practiceAccess({ practicePlayNeedsVerifiedAge: true, authenticated: true, ageVerified: null })).toBe('verify-age');
    expect(practiceAccess({ practicePlayNeedsVerifiedAge: true, authenticated: true, ageVerified: false })).toBe('verify-age');
    expect(practiceAccess({ practicePlayNeedsVerifiedAge: true, authenticated: true, ageVerified: true })).toBe('open');
  });
});
