import type { CodeRejection, MfaOperation, NewPhoneNumber, SendCodeOutcome } from '../../domain/verification';

export const MAX_CODE_ATTEMPTS = 3;
export const BLOCK_SECONDS = 15 * 60;

/**
 * Tests only: the verification side of the in-memory platform, per player (by username). It keeps
 * the last code sent per operation, counts wrong codes as the platform does (the third blocks), and
 * answers what a test scripts; the real rules (expiry, send limits, hashing) live in the sandbox.
 */
export class InMemoryVerification {
  /** The SMS the platform sent: the player's phone. */
  readonly sentCodes: { readonly username: string; readonly operation: MfaOperation; readonly code: string }[] = [];
  readonly validatedPhones: { readonly username: string; readonly fullPhone: string; readonly code: string }[] = [];
  readonly pinResetRequests: string[] = [];
  /** Seconds left of each blocked operation, per player. */
  readonly blocks = new Map<string, Map<MfaOperation, number>>();
  /** A test's answer for the next code sends, instead of sending. */
  readonly scriptedSends: SendCodeOutcome[] = [];
  /** The forced phone reset's tokens: the number each was asked to send a code to. */
  readonly resetNumbers = new Map<string, NewPhoneNumber>();
  private readonly liveCodes = new Map<string, string>();
  private readonly wrongCodes = new Map<string, number>();
  private nextCode = 100_000;

  blockedFor(username: string, operation: MfaOperation): number {
    return this.blocks.get(username)?.get(operation) ?? 0;
  }

  block(username: string, operation: MfaOperation, seconds: number): void {
    const blocks = this.blocks.get(username) ?? new Map<MfaOperation, number>();
    if (seconds > 0) blocks.set(operation, seconds);
    else blocks.delete(operation);
    this.blocks.set(username, blocks);
  }

  /** Sends a code unless scripted otherwise or blocked. */
  send(username: string, operation: MfaOperation): SendCodeOutcome {
    const scripted = this.scriptedSends.shift();
    if (scripted !== undefined) return scripted;
    const blocked = this.blockedFor(username, operation);
    if (blocked > 0) return { kind: 'BLOCKED', remainingBlockingTime: blocked };
    this.nextCode += 1;
    const code = String(this.nextCode);
    this.liveCodes.set(`${username}/${operation}`, code);
    this.sentCodes.push({ username, operation, code });
    return { kind: 'SENT', remainingSendAttempts: 5 - this.sentCodes.filter((sent) => sent.username === username && sent.operation === operation).length };
  }

  lastCode(username: string, operation: MfaOperation): string | null {
    return this.liveCodes.get(`${username}/${operation}`) ?? null;
  }

  /** Null when `code` is the live code (then used); else why not, counting wrong codes in a row. */
  check(username: string, operation: MfaOperation, code: string, live: string | null = this.lastCode(username, operation)): CodeRejection | null {
    const key = `${username}/${operation}`;
    const blocked = this.blockedFor(username, operation);
    if (blocked > 0) return { kind: 'BLOCKED', remainingBlockingTime: blocked };
    if (!/^\d{6}$/.test(code) && !/^\d{4}$/.test(code)) return { kind: 'BAD_FORMAT' };
    if (live === null) return { kind: 'INVALID_CODE', remainingAttempts: MAX_CODE_ATTEMPTS, maxAttempts: MAX_CODE_ATTEMPTS };
    if (code === live) {
      this.liveCodes.delete(key);
      this.wrongCodes.delete(key);
      return null;
    }
    const wrong = (this.wrongCodes.get(key) ?? 0) + 1;
    this.wrongCodes.set(key, wrong);
    if (wrong >= MAX_CODE_ATTEMPTS) {
      this.wrongCodes.delete(key);
      this.block(username, operation, BLOCK_SECONDS);
      return { kind: 'BLOCKED', remainingBlockingTime: BLOCK_SECONDS };
    }
    return { kind: 'INVALID_CODE', remainingAttempts: MAX_CODE_ATTEMPTS - wrong, maxAttempts: MAX_CODE_ATTEMPTS };
  }
}
