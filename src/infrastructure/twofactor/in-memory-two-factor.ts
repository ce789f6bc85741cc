import type { MfaOperation, TwoFactorStatus } from '../../domain/twofactor';

/** One call to two-factor as the platform received it: what, for which operation, with which code. */
export interface TwoFactorCall {
  readonly call: 'status' | 'sendCode' | 'enrol' | 'verify' | 'disable' | 'reset';
  readonly username: string;
  readonly operation?: MfaOperation;
  readonly code?: string;
  readonly background?: boolean;
}

/** A scripted answer with the platform's status and body (an error answer, or the URI as an error body). */
export interface ScriptedTwoFactorAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * Two-factor in memory: each player's status, the code the last SMS carried, the TOTP the player's app
 * shows now, and answers a test scripts. Codes are checked only for equality: the rules live in the sandbox.
 */
export class InMemoryTwoFactor {
  readonly statuses = new Map<string, TwoFactorStatus>();
  readonly sentCodes = new Map<string, string>();
  readonly calls: TwoFactorCall[] = [];
  /** The TOTP the player's authenticator shows now. */
  currentTotp = '123456';
  otpAuthUri = 'otpauth://totp/Casino:player?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Casino&period=30&digits=6&algorithm=SHA1';
  private readonly scripted = new Map<TwoFactorCall['call'], ScriptedTwoFactorAnswer[]>();
  private codeSequence = 0;

  statusOf(username: string): TwoFactorStatus {
    return this.statuses.get(username.toLowerCase()) ?? 'PENDING';
  }

  setStatus(username: string, status: TwoFactorStatus): void {
    this.statuses.set(username.toLowerCase(), status);
  }

  answerNext(call: TwoFactorCall['call'], answer: ScriptedTwoFactorAnswer): void {
    this.scripted.set(call, [...(this.scripted.get(call) ?? []), answer]);
  }

  takeScripted(call: TwoFactorCall['call']): ScriptedTwoFactorAnswer | null {
    return this.scripted.get(call)?.shift() ?? null;
  }

  /** An SMS to the player: a new code, which supersedes the last. */
  sendCode(username: string, operation: MfaOperation): string {
    this.codeSequence += 1;
    const code = String(100000 + this.codeSequence * 7919).slice(-6);
    this.sentCodes.set(`${username.toLowerCase()}:${operation}`, code);
    return code;
  }

  sentCode(username: string, operation: MfaOperation): string | null {
    return this.sentCodes.get(`${username.toLowerCase()}:${operation}`) ?? null;
  }

  callsOf(call: TwoFactorCall['call']): readonly TwoFactorCall[] {
    return this.calls.filter((received) => received.call === call);
  }
}
