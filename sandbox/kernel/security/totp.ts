import { generate, generateSecret, verify } from 'otplib';

// 30 s steps, 6 digits, SHA-1: otplib's defaults, which authenticator apps use.
const periodSeconds = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function currentTotp(secret: string, nowMs: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(nowMs / 1000), period: periodSeconds });
}

/** Accepts the current code and the one just before it (a code typed as the step rolls over). */
export async function isValidTotp(secret: string, code: string, nowMs: number): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    period: periodSeconds,
    epochTolerance: [periodSeconds, 0],
  });
  return result.valid;
}

export function totpUri(secret: string, label: string): string {
  return `otpauth://totp/Sandbox:${encodeURIComponent(label)}?secret=${secret}&issuer=Sandbox&period=${periodSeconds}&digits=6&algorithm=SHA1`;
}

export function secondsLeftInStep(nowMs: number): number {
  return periodSeconds - (Math.floor(nowMs / 1000) % periodSeconds);
}
