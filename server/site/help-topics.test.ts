import { describe, expect, it } from 'vitest';
import { escapedText, helpTopicsMarkup, helpTopicsTemplateOf, paintableHelpCategories } from './help-topics.ts';

const category = (slug: unknown, pages: unknown[] = [], title: unknown = 'Payments') => ({ slug, title, pages });
const article = (path: unknown, contentId: unknown = 'c1', title: unknown = 'Deposits') => ({ contentId, path, title });

describe('help topics the server paints', () => {
  it('are the categories and articles as the site shows them', () => {
    expect(paintableHelpCategories([category('payments', [article('help/payments/deposits'), article('help/other', 'c2', 'Other')]), category('empty')])).toEqual([
      { slug: 'payments', title: 'Payments', articles: [{ link: '/help/payments/deposits', title: 'Deposits' }, { link: '/help/other', title: 'Other' }] },
      { slug: 'empty', title: 'Payments', articles: [] },
    ]);
    expect(paintableHelpCategories([])).toEqual([]);
  });

  it('are none when the site might show anything else: one item it would drop, cut or rewrite, or two alike', () => {
    const unsure: unknown[] = [
      null,
      {},
      'payments',
      Array.from({ length: 51 }, (_, index) => category(`c${index}`)),
      [category('Payments')],
      [category('a/b')],
      [category('')],
      [category('payments', [], 'x'.repeat(501))],
      [category('payments', [], 7)],
      [category('payments', [article('/help/payments/deposits')])],
      [category('payments', [article('help/a/b/c')])],
      [category('payments', [article('https://evil.example/help/x')])],
      [category('payments', [article('help/payments/deposits', 'x'.repeat(201))])],
      [category('payments', [article('help/payments/deposits', 'c1', null)])],
      [category('payments', Array.from({ length: 201 }, (_, index) => article('help/a', `c${index}`)))],
      [category('payments', [article('help/a', 'c1'), article('help/b', 'c1')])],
      [category('payments'), category('payments')],
      [{ slug: 'payments', title: 'Payments' }],
    ];
    for (const body of unsure) expect(paintableHelpCategories(body), JSON.stringify(body)?.slice(0, 80)).toBeNull();
  });

  it('write titles as React does, as text', () => {
    expect(escapedText(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#x27;Jerry&#x27;&lt;/b&gt;');
    const template = helpTopicsTemplateOf(
      { offset: 0, length: 3, before: '<div>', categoryOpen: '<h2 id="prepaint-category-slug">Prepaint category title</h2><ul>', article: '<li><a href="/help/prepaint-article-category/prepaint-article">Prepaint article title</a></li>', categoryClose: '</ul>', after: '</div>' },
      10,
    );
    expect(template).not.toBeNull();
    if (template === null) return;
    // A title that reads like a placeholder stays text.
    const categories = [{ slug: 'a', title: 'Prepaint article title', articles: [{ link: '/help/a/b', title: '</li><script>' }] }];
    expect(helpTopicsMarkup(template, categories)).toBe('<div><h2 id="a">Prepaint article title</h2><ul><li><a href="/help/a/b">&lt;/li&gt;&lt;script&gt;</a></li></ul></div>');
  });

  it('are painted from a template of the build only when it is one, before the footer year, with no script', () => {
    const pieces = { before: '<div>', categoryOpen: '<ul>', article: '<li></li>', categoryClose: '</ul>', after: '</div>' };
    expect(helpTopicsTemplateOf({ offset: 1, length: 3, ...pieces }, 10)).not.toBeNull();
    for (const raw of [null, { ...pieces, offset: 1 }, { offset: -1, length: 3, ...pieces }, { offset: 8, length: 3, ...pieces }, { offset: 1, length: 0, ...pieces }, { offset: 1, length: 3, ...pieces, after: '<script>x</script>' }, { offset: 1, length: 3, ...pieces, before: 'text' }]) {
      expect(helpTopicsTemplateOf(raw, 10)).toBeNull();
    }
  });
});
