import type { Queryable } from '../../kernel/database/database.ts';
import { isJsonObject } from '../../kernel/http/validation.ts';
import { hasBucket } from './content-pages.ts';
import { findGameBySlug, languages, type Language } from './catalogue.ts';
import { gamePageAnswer } from './game-page-answer.ts';
import { categoryAnswer } from './wire-game.ts';

/** The catalogue is fixed: one answer per category or game and language, made once and kept (the same object, so the site server paints it once). */
const answers = new Map<string, unknown>();

/** The configuration's default language when the content service has it in the configuration's bucket; else null. */
const defaultLanguage = async (db: Queryable, config: unknown): Promise<Language | null> => {
  if (!isJsonObject(config)) return null;
  const { bucket, languageDefault } = config;
  if (typeof bucket !== 'string' || typeof languageDefault !== 'string' || !(languages as readonly string[]).includes(languageDefault)) return null;
  return (await hasBucket(db, bucket, languageDefault)) ? (languageDefault as Language) : null;
};

/** A game's page as `GET …/game-pages/<slug>` answers it, in the configuration's bucket and default language; null when there is none. */
export async function defaultGamePage(db: Queryable, config: unknown, slug: string): Promise<unknown> {
  const language = await defaultLanguage(db, config);
  const game = findGameBySlug(slug);
  if (language === null || game === undefined) return null;
  const key = `game:${language}:${game.id}`;
  if (!answers.has(key)) answers.set(key, gamePageAnswer(game, language));
  return answers.get(key);
}

/**
 * A category as `GET …/game-categories/<category>` answers it, in the bucket and default language
 * the site configuration names; null when there is no such category, bucket or language.
 */
export async function defaultCategory(db: Queryable, config: unknown, category: string): Promise<unknown> {
  const language = await defaultLanguage(db, config);
  if (language === null) return null;
  const key = `category:${language}:${category}`;
  const known = answers.get(key);
  if (known !== undefined) return known;
  // Only categories the catalogue has are kept: a made-up address adds nothing.
  const answer = categoryAnswer(category, undefined, language);
  if (answer === undefined) return null;
  answers.set(key, answer);
  return answer;
}
