import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's score a new password needs: 3, "safely unguessable" (about 10^8 guesses and more), which
 * a throttled online attack never reaches and a stolen salted hash resists for a while.
 */
export const minimumPasswordScore = 3;

let configured = false;

/**
 * How hard the password is to guess (zxcvbn's 0 to 4), the player's own words (e-mail, its local part,
 * names, birth date) counted as the first an attacker tries. The dictionaries load on first use.
 */
export function passwordScore(password: string, ownWords: readonly string[]): number {
  if (!configured) {
    zxcvbnOptions.setOptions({ dictionary: { ...commonDictionary, ...englishDictionary }, graphs: adjacencyGraphs });
    configured = true;
  }
  return zxcvbn(password, ownWords.filter((word) => word.trim().length >= 3)).score;
}
