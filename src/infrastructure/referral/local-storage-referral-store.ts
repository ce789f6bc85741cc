import type { ReferralStore, ReferralType, StoredReferral } from '../../domain/referral';

/** REF-03: the localStorage keys. */
export const REFERRAL_STORAGE_KEYS = {
  token: 'referral.affiliate',
  type: 'referral.type',
  storedAt: 'referral.timestamp',
  affiliateId: 'referral.affiliateId',
  sharingMethod: 'referral.sharingMethod',
} as const;

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const DETAIL = /^[A-Za-z0-9_.-]{1,64}$/;

const detailOf = (value: string | null): string | null | undefined => (value === null ? null : DETAIL.test(value) ? value : undefined);

/**
 * REF-03 in the browser's localStorage. What is read back is checked again (another script or an
 * older version may have written it); storage may be refused, and then nothing is kept.
 */
export class LocalStorageReferralStore implements ReferralStore {
  read(): StoredReferral | null {
    try {
      const token = localStorage.getItem(REFERRAL_STORAGE_KEYS.token);
      const type = localStorage.getItem(REFERRAL_STORAGE_KEYS.type);
      const storedAt = Number(localStorage.getItem(REFERRAL_STORAGE_KEYS.storedAt) ?? Number.NaN);
      const affiliateId = detailOf(localStorage.getItem(REFERRAL_STORAGE_KEYS.affiliateId));
      const sharingMethod = detailOf(localStorage.getItem(REFERRAL_STORAGE_KEYS.sharingMethod));
      if (token === null || !TOKEN.test(token) || (type !== 'PROFILE' && type !== 'AFFILIATE') || !Number.isSafeInteger(storedAt)) return null;
      if (affiliateId === undefined || sharingMethod === undefined) return null;
      return { token, type: type satisfies ReferralType, storedAt, affiliateId, sharingMethod };
    } catch {
      return null;
    }
  }

  write(referral: StoredReferral): void {
    try {
      localStorage.setItem(REFERRAL_STORAGE_KEYS.token, referral.token);
      localStorage.setItem(REFERRAL_STORAGE_KEYS.type, referral.type);
      localStorage.setItem(REFERRAL_STORAGE_KEYS.storedAt, String(referral.storedAt));
      this.setOrRemove(REFERRAL_STORAGE_KEYS.affiliateId, referral.affiliateId);
      this.setOrRemove(REFERRAL_STORAGE_KEYS.sharingMethod, referral.sharingMethod);
    } catch {
      // Storage refused (private mode, quota): the referral lives in the cookie only.
    }
  }

  clear(): void {
    try {
      for (const key of Object.values(REFERRAL_STORAGE_KEYS)) localStorage.removeItem(key);
    } catch {
      // Nothing was kept.
    }
  }

  private setOrRemove(key: string, value: string | null): void {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  }
}
