import type { Queryable } from '../../kernel/database/database.ts';
import { isJsonObject } from '../../kernel/http/validation.ts';
import { hasBucket } from './content-pages.ts';
import { languages, type Language } from './catalogue.ts';
import { categoryAnswer } from './wire-game.ts';

/** The catalogue is fixed: one answer per category and language, made once and kept (the same object, so the site server paints it once). */
const answers = new Map<string, unknown>();

/**
 * A category as `GET …/game-categories/<category>` answers it, in the bucket and default language
 * the site configuration names; null when there is no such category, bucket or language.
 */
export async function defaultCategory(db: Queryable, config: unknown, category: string): Promise<unknown> {
  if (!isJsonObject(config)) return null;
  const { bucket, languageDefault } = config;
  if (typeof bucket !== 'string' || typeof languageDefault !== 'string' || !(languages as readonly string[]).includes(languageDefault)) return null;
  if (!(await hasBucket(db, bucket, languageDefault))) return null;
  const key = `${languageDefault}:${category}`;
  const known = answers.get(key);
  if (known !== undefined) return known;
  // Only categories the catalogue has are kept: a made-up address adds nothing.
  const answer = categoryAnswer(category, undefined, languageDefault as Language);
  if (answer === undefined) return null;
  answers.set(key, answer);
  return answer;
}
