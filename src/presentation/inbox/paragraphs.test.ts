import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './paragraphs';

describe("a message's text", () => {
  it('parts into paragraphs at blank lines, keeping single line breaks, and shows nothing for blank text', () => {
    expect(paragraphsOf('Hello,\nyour statement.\n\n  \n\nThanks\n')).toEqual(['Hello,\nyour statement.', 'Thanks']);
    expect(paragraphsOf('   ')).toEqual([]);
  });
});
