import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

const html = (text: string, props: { inline?: boolean; links?: boolean } = {}) =>
  render(
    <MemoryRouter>
      <div data-testid="rich">
        <RichText text={text} {...props} />
      </div>
    </MemoryRouter>,
  ).container.querySelector('[data-testid="rich"]')?.innerHTML;

describe('RichText (CNT-01)', () => {
  it('shows the home heading with its bold word, no tags as text', () => {
    expect(html('Play <b>responsibly</b> & have fun', { inline: true })).toBe('Play <b>responsibly</b> &amp; have fun');
  });

  it('never renders a script, an image or a handler', () => {
    const out = html('<script>alert(1)</script><img src=x onerror=alert(1)><p onclick="x()">Hi</p>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('links to the site by route, and outside with no opener; a refused link keeps its text', () => {
    expect(html('<a href="/promotions">Offers</a>', { inline: true })).toMatch(/^<a href="\/promotions"[^>]*>Offers<\/a>$/);
    expect(html('<a href="https://www.begambleaware.org/">Help</a>', { inline: true })).toBe('<a href="https://www.begambleaware.org/" rel="noopener noreferrer">Help</a>');
    expect(html('<a href="javascript:alert(1)">Click</a> <a href="//evil.example">me</a>', { inline: true })).toBe('Click me');
  });

  it('makes paragraphs of the text between blocks, and lists of lists', () => {
    expect(html('Intro <em>now</em><ul><li>One</li><li>Two</li></ul>Outro<br>end')).toBe('<p>Intro <em>now</em></p><ul><li>One</li><li>Two</li></ul><p>Outro<br>end</p>');
  });

  it('keeps titles inline and links out of text that sits in a link', () => {
    expect(html('<p>A <strong>big</strong> day</p>', { inline: true, links: false })).toBe('A <strong>big</strong> day');
    expect(html('<a href="/x">Go</a>', { inline: true, links: false })).toBe('Go');
  });
});
