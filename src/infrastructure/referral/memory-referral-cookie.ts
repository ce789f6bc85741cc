import type { ReferralCookie } from '../../domain/referral';

/** The referral cookie in a test: its value and lifetime. */
export class MemoryReferralCookie implements ReferralCookie {
  value: string | null = null;
  maxAgeSeconds: number | null = null;

  write(token: string, maxAgeSeconds: number): void {
    this.value = token;
    this.maxAgeSeconds = maxAgeSeconds;
  }

  clear(): void {
    this.value = null;
    this.maxAgeSeconds = null;
  }
}
