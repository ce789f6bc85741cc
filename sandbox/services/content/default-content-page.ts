import type { Queryable } from '../../kernel/database/database.ts';
import { isJsonObject } from '../../kernel/http/validation.ts';
import { languages, type Language } from './catalogue.ts';
import { findContentPage } from './content-pages.ts';
import { renderPage } from './page-rendering.ts';

/**
 * A content page (`home`, `promotions`) as `GET …/pages/<slug>` answers it, in the bucket and default
 * language the site configuration names; null when the configuration names none the content service
 * has, or the service has no such page.
 */
export async function defaultContentPage(db: Queryable, config: unknown, slug: string): Promise<unknown> {
  if (!isJsonObject(config)) return null;
  const { bucket, languageDefault } = config;
  if (typeof bucket !== 'string' || typeof languageDefault !== 'string' || !(languages as readonly string[]).includes(languageDefault)) return null;
  const page = await findContentPage(db, bucket, languageDefault, slug);
  return page === undefined ? null : renderPage(page, languageDefault as Language);
}
