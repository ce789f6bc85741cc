import type { HttpResult } from './harness.ts';

/** The hidden fields of a legacy page's form (its anti-forgery token among them), to post it as the page would. */
export const hiddenInputs = (result: HttpResult): Record<string, string> =>
  Object.fromEntries([...result.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1] ?? '', match[2] ?? '']));

/** A legacy page's text as a reader sees it: no scripts or tags, entities and non-breaking spaces as plain spaces. */
export const visible = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ');
