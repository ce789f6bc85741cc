import { randomInt } from 'node:crypto';

/** Letters and digits a person reads out without confusing them (no 0/O, 1/I/L). */
const readableAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `C-7KQ2M9XA`: a reference the sender can quote to support; random, so it says nothing about others. */
export function newReference(prefix: 'A' | 'C'): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += readableAlphabet[randomInt(readableAlphabet.length)];
  return `${prefix}-${code}`;
}
