import type { Queryable } from '../../kernel/database/database.ts';
import { demoBucket, demoPagesByLanguage } from '../../seed/content/pages.ts';
import { helpContentPage } from '../help/index.ts';
import { languages } from './catalogue.ts';

export async function seedContentPages(db: Queryable): Promise<void> {
  for (const language of languages) {
    for (const page of demoPagesByLanguage[language]) {
      await db.query('INSERT INTO content_pages (bucket, language, slug, page) VALUES ($1, $2, $3, $4)', [demoBucket, language, page.slug, page]);
    }
  }
}

/** Whether the bucket holds any page in the language (an unknown bucket or language is a 404). */
export async function hasBucket(db: Queryable, bucket: string, language: string): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM content_pages WHERE bucket = $1 AND language = $2 LIMIT 1', [bucket, language]);
  return result.rows.length > 0;
}

export async function findContentPage(db: Queryable, bucket: string, language: string, slug: string): Promise<unknown> {
  // The help centre's categories and articles come from its own seed (sandbox/services/help).
  const helpPage = slug.startsWith('help/') ? helpContentPage(language, slug) : undefined;
  if (helpPage !== undefined) return helpPage;
  const result = await db.query<{ page: unknown }>('SELECT page FROM content_pages WHERE bucket = $1 AND language = $2 AND slug = $3', [bucket, language, slug]);
  return result.rows[0]?.page;
}
