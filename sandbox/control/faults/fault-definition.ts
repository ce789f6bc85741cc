import type { FieldError, JsonObject } from '../../kernel/http/validation.ts';
import type { Fault } from './fault-store.ts';

const httpMethod = /^([A-Z]+|\*)$/;

/** Reads a fault to arm from a request body: the fault, or every field that is wrong. */
export function parseFault(body: JsonObject): { fault?: Fault; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const { method, path, status, body: faultBody, times = 1 } = body;
  if (typeof method !== 'string' || !httpMethod.test(method.toUpperCase())) {
    errors.push({ field: 'method', cause: method === undefined ? 'REQUIRED' : 'INVALID_FORMAT' });
  }
  if (typeof path !== 'string' || !path.startsWith('/')) {
    errors.push({ field: 'path', cause: path === undefined ? 'REQUIRED' : 'INVALID_FORMAT' });
  }
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) {
    errors.push({ field: 'status', cause: status === undefined ? 'REQUIRED' : 'INVALID_FORMAT' });
  }
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
    errors.push({ field: 'times', cause: 'INVALID_FORMAT' });
  }
  if (errors.length > 0 || typeof method !== 'string' || typeof path !== 'string' || typeof status !== 'number' || typeof times !== 'number') {
    return { errors };
  }
  const fault: Fault = { method: method.toUpperCase(), path, status, remaining: times };
  if (faultBody !== undefined) fault.body = faultBody;
  return { fault, errors };
}
