import { describe, expect, it } from 'vitest';
import { answerFeedback, helpLinkOf, helpSearchLink, highlightParts, normaliseHelpTerm, suggestsFor } from './index';

describe('help links and terms', () => {
  it('makes site links only from help paths of one or two plain segments', () => {
    expect(helpLinkOf('help/payments/withdrawal-times')).toBe('/help/payments/withdrawal-times');
    expect(helpLinkOf('help/payments')).toBe('/help/payments');
    for (const path of ['https://evil.example/', 'help', 'help/../admin', 'help/a/b/c', 'pages/about-us', 'help/Payments', 'help/a%2Fb', '//evil.example/help/x']) {
      expect(helpLinkOf(path)).toBeNull();
    }
  });

  it('asks for suggestions from three characters after trimming (HELP-01)', () => {
    expect(suggestsFor('  ab  ')).toBe(false);
    expect(suggestsFor('abc')).toBe(true);
    expect(suggestsFor('😀😀😀')).toBe(true);
  });

  it('puts the term in the query as data', () => {
    expect(helpSearchLink('  <b>(x & y  ')).toBe('/help/search-content?searchTerm=%3Cb%3E%28x+%26+y');
    expect(normaliseHelpTerm('a'.repeat(150))).toHaveLength(100);
  });

  it('takes one feedback answer (HELP-04)', () => {
    expect(answerFeedback('unanswered', true)).toBe('yes');
    expect(answerFeedback('unanswered', false)).toBe('no');
    expect(answerFeedback('yes', false)).toBe('yes');
  });
});

describe('highlightParts (HELP-05)', () => {
  const marked = (text: string, term: string) => highlightParts(text, term).filter((part) => part.highlighted).map((part) => part.text);

  it('marks every occurrence case-insensitively and keeps the whole text', () => {
    const parts = highlightParts('Withdrawal times: a withdrawal', 'WITHDRAWAL');
    expect(parts.map((part) => part.text).join('')).toBe('Withdrawal times: a withdrawal');
    expect(marked('Withdrawal times: a withdrawal', 'WITHDRAWAL')).toEqual(['Withdrawal', 'withdrawal']);
  });

  it('escapes the characters of regular expressions', () => {
    expect(marked('Bet 30x (x = times) [a] $5 ^_^ a|b', '(x')).toEqual(['(x']);
    expect(marked('a.*b ab', '.*')).toEqual(['.*']);
    expect(marked('[a] $5 ^_^ a|b \\d', '[a]')).toEqual(['[a]']);
    expect(marked('costs $5', '$5')).toEqual(['$5']);
    expect(marked('a|b', 'a|b')).toEqual(['a|b']);
    expect(marked('\\d and 1', '\\d')).toEqual(['\\d']);
  });

  it('marks a term with a hyphen or a slash instead of throwing (an identity escape is a SyntaxError under the u flag)', () => {
    expect(marked('Set up two-factor login', 'two-factor')).toEqual(['two-factor']);
    expect(marked('Deposit and/or withdraw', 'and/or')).toEqual(['and/or']);
    expect(marked('e-mail, E-Mail', 'e-mail')).toEqual(['e-mail', 'E-Mail']);
  });

  it('highlights nothing for an empty or blank term', () => {
    expect(highlightParts('Nothing marked', '')).toEqual([{ text: 'Nothing marked', highlighted: false }]);
    expect(highlightParts('Nothing marked', '   ')).toEqual([{ text: 'Nothing marked', highlighted: false }]);
  });
});
