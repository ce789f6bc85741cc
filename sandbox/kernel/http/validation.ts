import type { FastifyReply } from 'fastify';
import { controlCharacter } from './paths.ts';

export type FieldCause = 'REQUIRED' | 'TOO_LONG' | 'TOO_SHORT' | 'INVALID_FORMAT' | 'UNKNOWN_FIELD' | 'COMMON_PASSWORD' | 'CONTAINS_EMAIL' | 'TOO_WEAK';

export interface FieldError {
  field: string;
  cause: FieldCause;
}

export const maxTextLength = 254;

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A request body as an object; anything else (absent, array, scalar) reads as an empty one. */
export function bodyObject(body: unknown): JsonObject {
  return isJsonObject(body) ? body : {};
}

export function sendValidationError(reply: FastifyReply, fieldErrors: FieldError[]): FastifyReply {
  return reply.code(422).send({ errorCode: 'VALIDATION_ERROR', fieldErrors });
}

/**
 * A required text field: missing or blank → REQUIRED, not a string or holding a control character
 * (NUL, newline …) → INVALID_FORMAT, too long → TOO_LONG.
 */
export function readRequiredText(
  source: JsonObject,
  field: string,
  errors: FieldError[],
  maxLength: number = maxTextLength,
): string | undefined {
  const value = source[field];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    errors.push({ field, cause: 'REQUIRED' });
    return undefined;
  }
  if (typeof value !== 'string' || controlCharacter.test(value)) {
    errors.push({ field, cause: 'INVALID_FORMAT' });
    return undefined;
  }
  if (value.length > maxLength) {
    errors.push({ field, cause: 'TOO_LONG' });
    return undefined;
  }
  return value;
}

export const fourDigits = /^\d{4}$/;

export function readPinCode(source: JsonObject, field: string, errors: FieldError[]): string | undefined {
  const value = readRequiredText(source, field, errors);
  if (value === undefined) return undefined;
  if (!fourDigits.test(value)) {
    errors.push({ field, cause: 'INVALID_FORMAT' });
    return undefined;
  }
  return value;
}
