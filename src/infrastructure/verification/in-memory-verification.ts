import type { CodeRejection, MfaOperation, NewPhoneNumber, SendCodeOutcome } from '../../domain/verification';

/**
 * Tests only: the verification side of the in-memory platform, per player (by username). It keeps the
 * last code sent per operation and the blocks a test sets, and answers what a test scripts; it counts
 * nothing and checks no format (docs/decisions.md "Fakes hold state"): wrong codes in a row and the
 * block they bring, the sends left, expiry and hashing are the platform's, proven in
 * sandbox/services/player-verification/confirmation-codes.test.ts and player-verification.test.ts.
 */
export class InMemoryVerification {
  /** The SMS the platform sent: the player's phone. */
  readonly sentCodes: { readonly username: string; readonly operation: MfaOperation; readonly code: string }[] = [];
  readonly validatedPhones: { readonly username: string; readonly fullPhone: string; readonly code: string }[] = [];
  readonly pinResetRequests: string[] = [];
  /** Seconds left of each blocked operation, per player, as a test sets them. */
  readonly blocks = new Map<string, Map<MfaOperation, number>>();
  /** A test's answer for the next code sends, instead of sending. */
  readonly scriptedSends: SendCodeOutcome[] = [];
  /** How many more codes the platform says may be asked for, after one is sent. */
  sendsLeftAfterASend = 4;
  /** A test's answers to the next wrong codes, in order. */
  readonly scriptedRejections: CodeRejection[] = [];
  /** The answer to a wrong code none was scripted for: the first of three attempts. */
  firstMistake: CodeRejection = { kind: 'INVALID_CODE', remainingAttempts: 3, maxAttempts: 3 };
  /** The forced phone reset's tokens: the number each was asked to send a code to. */
  readonly resetNumbers = new Map<string, NewPhoneNumber>();
  private readonly liveCodes = new Map<string, string>();
  private nextCode = 100_000;

  /** Seconds left of the block a test set, or null when the operation is not blocked. */
  blockedFor(username: string, operation: MfaOperation): number | null {
    return this.blocks.get(username)?.get(operation) ?? null;
  }

  /** Blocks the operation for these seconds, as the platform would report it; 0 lifts the block. */
  block(username: string, operation: MfaOperation, seconds: number): void {
    const blocks = this.blocks.get(username) ?? new Map<MfaOperation, number>();
    if (seconds === 0) blocks.delete(operation);
    else blocks.set(operation, seconds);
    this.blocks.set(username, blocks);
  }

  /** Sends a code unless scripted otherwise or blocked. */
  send(username: string, operation: MfaOperation): SendCodeOutcome {
    const scripted = this.scriptedSends.shift();
    if (scripted !== undefined) return scripted;
    const blocked = this.blockedFor(username, operation);
    if (blocked !== null) return { kind: 'BLOCKED', remainingBlockingTime: blocked };
    this.nextCode += 1;
    const code = String(this.nextCode);
    this.liveCodes.set(`${username}/${operation}`, code);
    this.sentCodes.push({ username, operation, code });
    return { kind: 'SENT', remainingSendAttempts: this.sendsLeftAfterASend };
  }

  lastCode(username: string, operation: MfaOperation): string | null {
    return this.liveCodes.get(`${username}/${operation}`) ?? null;
  }

  /** Null when `code` is the live code (then used); else the answer a test scripted, or the first mistake's. */
  check(username: string, operation: MfaOperation, code: string, live: string | null = this.lastCode(username, operation)): CodeRejection | null {
    const blocked = this.blockedFor(username, operation);
    if (blocked !== null) return { kind: 'BLOCKED', remainingBlockingTime: blocked };
    if (live !== null && code === live) {
      this.liveCodes.delete(`${username}/${operation}`);
      return null;
    }
    return this.scriptedRejections.shift() ?? this.firstMistake;
  }
}
