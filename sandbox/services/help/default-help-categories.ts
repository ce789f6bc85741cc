import { isJsonObject } from '../../kernel/http/validation.ts';
import { helpCategoriesAnswer, isHelpLanguage } from './help-centre.ts';

/**
 * The help home's categories as `GET …/help-pages` answers them, in the bucket and default language
 * the site configuration names; null when the help centre has none there (`bucketKnown`: the content
 * service's, as the route asks it).
 */
export async function defaultHelpCategories(config: unknown, bucketKnown: (bucket: string) => Promise<boolean>): Promise<unknown> {
  if (!isJsonObject(config)) return null;
  const { bucket, languageDefault } = config;
  if (typeof bucket !== 'string' || typeof languageDefault !== 'string' || !isHelpLanguage(languageDefault)) return null;
  return (await bucketKnown(bucket)) ? helpCategoriesAnswer(languageDefault) : null;
}
