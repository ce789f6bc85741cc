import type { ReferralStore, StoredReferral } from '../../domain/referral';

/** The referral's storage keys in a test. */
export class MemoryReferralStore implements ReferralStore {
  stored: StoredReferral | null = null;

  read(): StoredReferral | null {
    return this.stored;
  }

  write(referral: StoredReferral): void {
    this.stored = referral;
  }

  clear(): void {
    this.stored = null;
  }
}
