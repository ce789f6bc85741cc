import { createElement, Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isExternalHref, parseRichText, type RichElement, type RichNode } from '../../domain/content';

const isBlock = (node: RichNode): boolean => typeof node !== 'string' && (node.tag === 'p' || node.tag === 'ul' || node.tag === 'ol');

const linkOf = (element: RichElement, key: number, children: ReactNode): ReactNode => {
  if (element.href === null) return <Fragment key={key}>{children}</Fragment>;
  if (isExternalHref(element.href)) {
    return (
      <a key={key} href={element.href} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link key={key} to={element.href}>
      {children}
    </Link>
  );
};

const nodes = (list: readonly RichNode[]): ReactNode[] =>
  list.map((node, key) => {
    if (typeof node === 'string') return node;
    const children = nodes(node.children);
    if (node.tag === 'a') return linkOf(node, key, children);
    return node.tag === 'br' ? <br key={key} /> : createElement(node.tag, { key }, ...children);
  });

/** Block text: runs of inline text between the paragraphs and lists become paragraphs of their own. */
const blocks = (list: readonly RichNode[]): ReactNode[] => {
  const out: ReactNode[] = [];
  let run: RichNode[] = [];
  const endRun = () => {
    if (run.some((node) => typeof node !== 'string' || node.trim() !== '')) out.push(<p key={`run-${out.length}`}>{nodes(run)}</p>);
    run = [];
  };
  list.forEach((node, index) => {
    if (!isBlock(node)) {
      run.push(node);
      return;
    }
    endRun();
    out.push(<Fragment key={index}>{nodes([node])}</Fragment>);
  });
  endRun();
  return out;
};

/**
 * CNT-01: the content service's rich text as the few elements it may hold (bold, italic, links,
 * lists, paragraphs, line breaks); anything else shows as its text. `inline` for titles; `links`
 * off for text inside a link of its own.
 */
export const RichText = ({ text, inline = false, links = true }: { readonly text: string; readonly inline?: boolean; readonly links?: boolean }) => {
  const tree = parseRichText(text, { inline, links });
  return <>{inline ? nodes(tree) : blocks(tree)}</>;
};
