import type { FastifyRequest } from 'fastify';
import type { Database } from '../../kernel/database/database.ts';
import { headerText } from '../../kernel/http/request-headers.ts';
import type { FieldError } from '../../kernel/http/validation.ts';
import type { SandboxSecrets } from '../../kernel/security/sandbox-secrets.ts';
import { readSiteConfig } from '../site-config/index.ts';
import { checkCounted, codeCheckReply, mfaRequiredReply, operationStatus, readCodeHeader, type Operation, type Reply } from './confirmation-codes.ts';
import { storedStatus, totpCheck } from './two-factor-store.ts';

export type EnrolmentMethod = 'SMS' | 'PIN_CODE';

/** What the site configuration says about two-factor. */
export interface TwoFactorSettings {
  available: boolean;
  enrolmentMethod: EnrolmentMethod;
  mfaOperations: readonly string[];
}

export async function twoFactorSettings(db: Database): Promise<TwoFactorSettings> {
  const config = await readSiteConfig(db);
  const mfaOperations = Array.isArray(config.mfaOperations) ? config.mfaOperations.filter((item): item is string => typeof item === 'string') : [];
  // MFA-02: SMS only when the operator sends SMS codes at all (validatePhone among the operations).
  const enrolmentMethod: EnrolmentMethod = config.tfaEnrolment === 'SMS' && mfaOperations.includes('validatePhone') ? 'SMS' : 'PIN_CODE';
  return { available: config.twoFactorAuthenticatorEnabled === true, enrolmentMethod, mfaOperations };
}

function validationReply(field: string): Reply {
  const fieldErrors: FieldError[] = [{ field, cause: 'INVALID_FORMAT' }];
  return { status: 422, body: { errorCode: 'VALIDATION_ERROR', fieldErrors } };
}

/** `X-MFA-OPERATION`, when sent, must name the operation of the call. */
export function operationHeaderMismatch(request: FastifyRequest, operation: Operation): Reply | null {
  const named = headerText(request, 'x-mfa-operation')?.trim();
  return named === undefined || named === '' || named === operation ? null : validationReply('X-MFA-OPERATION');
}

/**
 * The TOTP an operation of `mfaOperations` asks for once the player has enabled two-factor
 * (docs/api.md "Two-factor"): null when the call may go on (not asked, or the code is right;
 * the code's step is then used up), else the answer to send. Wrong codes count for the operation
 * (the 3rd blocks it for 15 minutes); a blocked operation is refused before any code is read.
 */
export async function operationTotpRefusal(
  db: Database,
  secrets: SandboxSecrets,
  request: FastifyRequest,
  playerId: number,
  operation: Operation,
  nowMs: number,
): Promise<Reply | null> {
  if (!(await operationTotpApplies(db, playerId, operation))) return null;
  return appliedOperationTotpRefusal(db, secrets, request, playerId, operation, nowMs);
}

/** Whether the operation asks this player for a TOTP: it is one of `mfaOperations` and the player has enabled two-factor. */
export async function operationTotpApplies(db: Database, playerId: number, operation: Operation): Promise<boolean> {
  const settings = await twoFactorSettings(db);
  if (!settings.available || !settings.mfaOperations.includes(operation)) return false;
  return (await storedStatus(db, playerId)) === 'ENABLED';
}

/** `operationTotpRefusal` once `operationTotpApplies` has said yes (a caller that asks it first, to skip other reads when it does not apply). */
export async function appliedOperationTotpRefusal(
  db: Database,
  secrets: SandboxSecrets,
  request: FastifyRequest,
  playerId: number,
  operation: Operation,
  nowMs: number,
): Promise<Reply | null> {
  const mismatch = operationHeaderMismatch(request, operation);
  if (mismatch !== null) return mismatch;
  const status = await operationStatus(db, playerId, operation, nowMs);
  if (status.status === 'BLOCKED') return codeCheckReply({ kind: 'blocked', remainingBlockingTime: status.remainingBlockingTime });
  const header = readCodeHeader(headerText(request, 'x-mfa-code'), 6);
  if (header.kind === 'missing') return mfaRequiredReply('TWO_FACTOR_AUTHENTICATION');
  if (header.kind === 'malformed') return header.reply;
  const check = await checkCounted(db, playerId, operation, nowMs, (tx) => totpCheck(tx, secrets, playerId, header.code, nowMs));
  return check.kind === 'accepted' ? null : codeCheckReply(check);
}
