import { describe, expect, it } from 'vitest';
import { allowedHref, parseRichText, plainTextOf } from './rich-text';

const block = { inline: false, links: true };

describe('parseRichText (CNT-01)', () => {
  it('reads the home page heading as text with a bold word', () => {
    expect(parseRichText('Play <b>responsibly</b> & have fun', { inline: true, links: true })).toEqual([
      'Play ',
      { tag: 'b', href: null, children: ['responsibly'] },
      ' & have fun',
    ]);
  });

  it('drops a script with its code, and an image with its handler', () => {
    expect(parseRichText('<script>alert("x")</script>Hi<img src=x onerror=alert(1)>!', block)).toEqual(['Hi!']);
    expect(parseRichText('<SCRIPT type="text/javascript">steal()</SCRIPT>after', block)).toEqual(['after']);
    expect(parseRichText('<script>never closed', block)).toEqual([]);
  });

  it('keeps the text of elements it does not allow, never their attributes', () => {
    expect(parseRichText('<div onclick="x()"><span style="color:red">Big</span> <u>wins</u></div>', block)).toEqual(['Big wins']);
    expect(parseRichText('<b onmouseover="alert(1)">bold</b>', block)).toEqual([{ tag: 'b', href: null, children: ['bold'] }]);
  });

  it('keeps a link only to a same-site path or an https address', () => {
    const hrefOf = (source: string) => (parseRichText(source, block)[0] as { href: string | null }).href;
    expect(hrefOf('<a href="/promotions">Offers</a>')).toBe('/promotions');
    expect(hrefOf("<a href='https://www.begambleaware.org/'>Help</a>")).toBe('https://www.begambleaware.org/');
    expect(hrefOf('<a href="javascript:alert(1)">x</a>')).toBeNull();
    expect(hrefOf('<a href="JaVaScRiPt&#58;alert(1)">x</a>')).toBeNull();
    expect(hrefOf('<a href="java\tscript:alert(1)">x</a>')).toBeNull();
    expect(hrefOf('<a href="//evil.example">x</a>')).toBeNull();
    expect(hrefOf('<a href="/\\evil.example">x</a>')).toBeNull();
    expect(hrefOf('<a href="http://insecure.example">x</a>')).toBeNull();
    expect(hrefOf('<a href="https://user:pw@evil.example">x</a>')).toBeNull();
    expect(hrefOf('<a href="data:text/html,<script>">x</a>')).toBeNull();
    expect(hrefOf('<a title="href=/phish">x</a>')).toBeNull();
    expect(allowedHref(' /help ')).toBe('/help');
  });

  it('does not nest a link in a link, and keeps links out where the text sits in a link already', () => {
    expect(parseRichText('<a href="/a">one <a href="/b">two</a></a>', block)).toEqual([{ tag: 'a', href: '/a', children: ['one two'] }]);
    expect(parseRichText('<a href="/a">Go</a>', { inline: true, links: false })).toEqual(['Go']);
  });

  it('closes unclosed elements at the end and ignores stray closing tags', () => {
    expect(parseRichText('<b>bold <i>both', block)).toEqual([{ tag: 'b', href: null, children: ['bold ', { tag: 'i', href: null, children: ['both'] }] }]);
    expect(parseRichText('plain</b></a> text', block)).toEqual(['plain text']);
    expect(parseRichText('<b>one <i>two</b> three', block)).toEqual([{ tag: 'b', href: null, children: ['one ', { tag: 'i', href: null, children: ['two'] }] }, ' three']);
  });

  it('reads paragraphs, lists and line breaks, and keeps them out of titles and bold runs', () => {
    expect(parseRichText('<p>One</p><ul>\n<li>a<li>b</ul>line<br/>break', block)).toEqual([
      { tag: 'p', href: null, children: ['One'] },
      { tag: 'ul', href: null, children: [{ tag: 'li', href: null, children: ['a'] }, { tag: 'li', href: null, children: ['b'] }] },
      'line',
      { tag: 'br', href: null, children: [] },
      'break',
    ]);
    expect(parseRichText('<p>Title <ul><li>x</li></ul></p>', { inline: true, links: true })).toEqual(['Title x']);
    expect(parseRichText('<b><ul><li>x</li></ul></b>', block)).toEqual([{ tag: 'b', href: null, children: ['x'] }]);
    expect(parseRichText('<li>alone</li>', block)).toEqual(['alone']);
  });

  it('decodes entities once, and keeps a lone ampersand and a less-than that opens no tag', () => {
    expect(parseRichText('Cash &amp; Carry &lt;b&gt; &#169; &#x1F600; &bogus; 3 < 5 & more', block)).toEqual(['Cash & Carry <b> © 😀 &bogus; 3 < 5 & more']);
    expect(parseRichText('&amp;lt;script&amp;gt;', block)).toEqual(['&lt;script&gt;']);
    expect(parseRichText('&#0; &#xD800;', block)).toEqual(['&#0; &#xD800;']);
  });

  it('drops comments', () => {
    expect(parseRichText('a<!-- <script>x</script> -->b<!-- unclosed', block)).toEqual(['ab']);
  });

  it('gives the plain words of a title for labels', () => {
    expect(plainTextOf('Play <b>responsibly</b> &amp; have fun')).toBe('Play responsibly & have fun');
    expect(plainTextOf('<img src=x onerror=alert(1)> & <script>alert("x")</script>')).toBe('&');
  });
});
