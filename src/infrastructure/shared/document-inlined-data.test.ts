// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentInlinedData } from './document-inlined-data';

describe('data the server inlined into the page', () => {
  afterEach(() => document.head.replaceChildren());
  const element = (tag: string, type: string | null, text: string) => {
    const made = document.createElement(tag);
    made.id = 'data';
    if (type !== null) made.setAttribute('type', type);
    made.textContent = text;
    document.head.append(made);
  };

  it('is read from a JSON script element, escapes and all', () => {
    element('script', 'application/json', '{"title":"\\u003c/script>"}');
    expect(new DocumentInlinedData(document).json('data')).toEqual({ title: '</script>' });
  });

  it('is nothing when missing, not a JSON script element, or not JSON', () => {
    expect(new DocumentInlinedData(document).json('data')).toBeUndefined();
    for (const [tag, type, text] of [['div', 'application/json', '{}'], ['script', 'text/javascript', '{}'], ['script', null, '{}'], ['script', 'application/json', '{']] as const) {
      document.head.replaceChildren();
      element(tag, type, text);
      expect(new DocumentInlinedData(document).json('data')).toBeUndefined();
    }
  });
});
