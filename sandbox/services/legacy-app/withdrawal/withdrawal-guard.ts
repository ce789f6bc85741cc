import { fieldCauses, field, textField, type PlatformAnswer, type PlatformClient } from '../platform-client.ts';
import type { Player } from '../player-session.ts';
import { fill } from '../wording.ts';
import type { WithdrawalWording } from './wording.ts';

/** Whether a withdrawal asks for the authenticator's code, and how long withdrawals stay blocked (seconds, 0 when they are not). */
export interface WithdrawalGuard {
  codeRequired: boolean;
  blockedSeconds: number;
}

const paths = {
  siteConfig: '/services/site-config/v1/site-config',
  twoFactorStatus: (session: string) => `/services/player-verification/v1/profiles/${session}/two-factor/status`,
  withdrawStatus: (session: string) => `/services/player-verification/v1/profiles/${session}/operations/withdraw/status`,
};

/** A withdrawal asks for the TOTP when the site lists `withdraw` in mfaOperations and the player has two-factor ENABLED. */
export async function withdrawalGuard(platform: PlatformClient, player: Player): Promise<WithdrawalGuard> {
  const [config, twoFactor, operation] = await Promise.all([
    platform.get(paths.siteConfig),
    platform.get(paths.twoFactorStatus(player.session)),
    platform.get(paths.withdrawStatus(player.session)),
  ]);
  const operations = field(config.body, 'mfaOperations');
  const codeRequired = Array.isArray(operations) && operations.includes('withdraw') && textField(twoFactor.body, 'status') === 'ENABLED';
  const remaining = field(operation.body, 'remainingBlockingTime');
  const blocked = textField(operation.body, 'status') === 'BLOCKED' && typeof remaining === 'number' && remaining > 0;
  return { codeRequired, blockedSeconds: blocked ? remaining : 0 };
}

export const blockedMessage = (words: WithdrawalWording, seconds: number) => fill(words.withdrawBlocked, { minutes: String(Math.max(1, Math.ceil(seconds / 60))) });

/** What the page shows of a refused code: the guard the platform's answer implies, and the code field's error. */
export interface CodeRefusal {
  guard: WithdrawalGuard;
  errors?: { code: string };
}

/** The refusal of a withdrawal's code (428, 422 and 423 of docs/api.md's code answers) as the page shows it; null for any other answer. */
export function codeRefusalView(answer: PlatformAnswer, words: WithdrawalWording): CodeRefusal | null {
  const errorCode = textField(answer.body, 'errorCode');
  const asking: WithdrawalGuard = { codeRequired: true, blockedSeconds: 0 };
  if (answer.status === 428 && errorCode === 'MFA_REQUIRED') return { guard: asking, errors: { code: words.authenticatorRequired } };
  if (answer.status === 423 && errorCode === 'MFA_ACCOUNT_BLOCKED') {
    const remaining = field(answer.body, 'remainingBlockingTime');
    return { guard: { codeRequired: true, blockedSeconds: typeof remaining === 'number' && remaining > 0 ? remaining : 60 } };
  }
  if (answer.status === 422 && errorCode === 'MFA_INVALID_CONFIRMATION_CODE') {
    const attempts = field(answer.body, 'remainingAttempts');
    const text = attempts === 1 ? words.authenticatorLastAttempt : fill(words.authenticatorWrong, { attempts: typeof attempts === 'number' ? String(attempts) : '' });
    return { guard: asking, errors: { code: text } };
  }
  if (answer.status === 422 && fieldCauses(answer.body).has('X-MFA-CODE')) return { guard: asking, errors: { code: words.authenticatorFormat } };
  return null;
}
