import { generate, generateSecret, verify } from 'otplib';

// RFC 6238 with otplib's defaults, which authenticator apps use: 30 s steps, 6 digits, SHA-1.
const periodSeconds = 30;
/** 20 random bytes: a 160-bit secret, as RFC 4226 recommends. */
const secretBytes = 20;
/** The issuer an authenticator app shows next to the account. */
export const totpIssuer = 'Casino';

export function newTotpSecret(): string {
  return generateSecret({ length: secretBytes });
}

/** The time step `nowMs` falls in. */
export function totpStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / periodSeconds);
}

export function currentTotp(secret: string, nowMs: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(nowMs / 1000), period: periodSeconds });
}

/**
 * The step `code` is the code of, or null. Accepts the current step and one on either side (a phone
 * whose clock is a little off, a code typed as the step rolls over).
 */
export async function totpStepOf(secret: string, code: string, nowMs: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epoch: Math.floor(nowMs / 1000), period: periodSeconds, epochTolerance: periodSeconds });
  return result.valid ? totpStepAt(nowMs) + result.delta : null;
}

/**
 * The step a code was accepted at, or null: `totpStepOf`, but never a step at or before
 * `lastUsedStep`: a code already used once, or an older one, is a replay.
 */
export async function acceptedTotpStep(secret: string, code: string, nowMs: number, lastUsedStep: number | null): Promise<number | null> {
  const step = await totpStepOf(secret, code, nowMs);
  return step !== null && (lastUsedStep === null || step > lastUsedStep) ? step : null;
}

/** The otp auth URI an authenticator app reads from the QR code (label: issuer and account). */
export function totpUri(secret: string, account: string): string {
  const issuer = encodeURIComponent(totpIssuer);
  return `otpauth://totp/${issuer}:${encodeURIComponent(account)}?secret=${secret}&issuer=${issuer}&period=${periodSeconds}&digits=6&algorithm=SHA1`;
}

export function secondsLeftInStep(nowMs: number): number {
  return periodSeconds - (Math.floor(nowMs / 1000) % periodSeconds);
}
