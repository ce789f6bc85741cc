/**
 * CNT-01: the content service's rich text, read by a strict tokenizer of our own: the site paints
 * pages on the server too, where there is no DOMParser. Only the elements below are kept; any other
 * tag is dropped and its text kept; nothing is ever passed on as markup.
 */
export type RichTag = 'b' | 'strong' | 'i' | 'em' | 'a' | 'p' | 'ul' | 'ol' | 'li' | 'br';

export interface RichElement {
  readonly tag: RichTag;
  /** Links only: a same-site path or an https address; null when the given one was neither. */
  readonly href: string | null;
  readonly children: readonly RichNode[];
}

export type RichNode = string | RichElement;

/** `inline`: titles, no paragraphs or lists; `links: false`: text inside a link of its own. */
export interface RichTextMode {
  readonly inline: boolean;
  readonly links: boolean;
}

const INLINE: ReadonlySet<string> = new Set(['b', 'strong', 'i', 'em', 'a', 'br']);
const BLOCK: ReadonlySet<string> = new Set(['p', 'ul', 'ol', 'li']);
/** Elements whose content is code or styling, not text a reader is meant to see. */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set(['script', 'style', 'template', 'textarea', 'title', 'noscript', 'iframe', 'svg', 'math']);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/y;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/gy;
const ENTITY = /&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos|nbsp);/gi;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const decodeEntities = (text: string): string =>
  text.replace(ENTITY, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (!lower.startsWith('#')) return NAMED[lower] ?? whole;
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    // No NUL, surrogates or code points beyond Unicode: those stay as written.
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });

/** A same-site path (`/…`, never `//…` or `/\…`, which browsers read as another host) or an https address. */
export const allowedHref = (raw: string): string | null => {
  const href = decodeEntities(raw).trim();
  // Control characters and spaces inside an address are how `java\tscript:` slips past a check.
  if (href === '' || [...href].some((character) => character <= ' ' || character === '\u007f' || character === '\\')) return null;
  if (href.startsWith('/')) return href.startsWith('//') ? null : href;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url.href : null;
  } catch {
    return null;
  }
};

/** Whether an href from `allowedHref` leaves the site. */
export const isExternalHref = (href: string): boolean => !href.startsWith('/');

const hrefOf = (attributes: string): string | null => {
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(attributes); match !== null; match = ATTRIBUTE.exec(attributes)) {
    if (match[1]?.toLowerCase() === 'href') return match[2] ?? match[3] ?? match[4] ?? '';
  }
  return null;
};

interface Open {
  readonly tag: RichTag;
  readonly href: string | null;
  readonly children: RichNode[];
}

/** The rich text as a tree of allowed elements and text; unclosed elements close at the end. */
export const parseRichText = (source: string, mode: RichTextMode = { inline: false, links: true }): readonly RichNode[] => {
  const root: RichNode[] = [];
  const stack: Open[] = [];
  const children = (): RichNode[] => stack[stack.length - 1]?.children ?? root;
  const text = (value: string) => {
    const parent = stack[stack.length - 1]?.tag;
    // The line breaks between a list's items are layout, not text of the list.
    if (value === '' || ((parent === 'ul' || parent === 'ol') && value.trim() === '')) return;
    const list = children();
    const last = list[list.length - 1];
    if (typeof last === 'string') list[list.length - 1] = last + value;
    else list.push(value);
  };
  const closeTo = (depth: number) => {
    while (stack.length > depth) {
      const open = stack.pop() as Open;
      children().push({ tag: open.tag, href: open.href, children: open.children });
    }
  };
  const openIndex = (tag: string): number => stack.map((open) => open.tag as string).lastIndexOf(tag);
  const inInline = () => stack.some((open) => INLINE.has(open.tag));

  const start = (tag: string, attributes: string) => {
    if (tag === 'br') {
      children().push({ tag: 'br', href: null, children: [] });
      return;
    }
    if (BLOCK.has(tag)) {
      // Paragraphs and lists only at block level: never inside a title, a bold run or a link.
      if (mode.inline || inInline()) return;
      if (tag === 'li') {
        const parent = stack[stack.length - 1]?.tag;
        if (parent === 'li') closeTo(stack.length - 1);
        const list = stack[stack.length - 1]?.tag;
        if (list !== 'ul' && list !== 'ol') return;
      } else if (openIndex('p') >= 0) closeTo(openIndex('p'));
      if (tag === 'p' && stack.length > 0 && stack[stack.length - 1]?.tag !== 'li') return;
    }
    if (tag === 'a') {
      if (!mode.links || openIndex('a') >= 0) return;
      const given = hrefOf(attributes);
      const href = given === null ? null : allowedHref(given);
      stack.push({ tag: 'a', href, children: [] });
      return;
    }
    stack.push({ tag: tag as RichTag, href: null, children: [] });
  };

  let index = 0;
  let plain = '';
  const flush = () => {
    text(decodeEntities(plain));
    plain = '';
  };
  while (index < source.length) {
    const next = source.indexOf('<', index);
    if (next < 0) {
      plain += source.slice(index);
      break;
    }
    plain += source.slice(index, next);
    index = next;
    COMMENT.lastIndex = index;
    if (COMMENT.test(source)) {
      index = COMMENT.lastIndex;
      continue;
    }
    TAG.lastIndex = index;
    const match = TAG.exec(source);
    if (match === null) {
      // A `<` that opens no tag ("3 < 5") is text.
      plain += '<';
      index += 1;
      continue;
    }
    index = TAG.lastIndex;
    const [, closing, rawName = '', attributes = ''] = match;
    const tag = rawName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (closing === '') {
        const end = source.toLowerCase().indexOf(`</${tag}`, index);
        index = end < 0 ? source.length : (source.indexOf('>', end) + 1 || source.length);
      }
      continue;
    }
    if (!INLINE.has(tag) && !BLOCK.has(tag)) continue;
    flush();
    if (closing === '') start(tag, attributes);
    else if (openIndex(tag) >= 0) closeTo(openIndex(tag));
  }
  flush();
  closeTo(0);
  return root;
};

const textOf = (nodes: readonly RichNode[]): string =>
  nodes.map((node) => (typeof node === 'string' ? node : node.tag === 'br' ? ' ' : textOf(node.children))).join('');

/** The words a reader sees, without any markup: for names, labels and page titles. */
export const plainTextOf = (source: string): string => textOf(parseRichText(source, { inline: true, links: false })).replace(/\s+/g, ' ').trim();
