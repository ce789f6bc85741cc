import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { isExternal, plainTextOf, type MenuEntry } from '../../domain/content';
import { useLinkLoad } from '../embedded/link-load';
import { RichText } from './RichText';

/**
 * One menu entry: a route in the site, a link to another site (new tab, no opener), or, when the
 * entry is disabled (MENU-01) or links nowhere, its title as plain text marked as such. A link into
 * an embedded area that is not listed for the player's state is a full page load (EMB-06).
 */
export const MenuLink = ({ entry, className, children }: { readonly entry: MenuEntry; readonly className: string; readonly children?: ReactNode }) => {
  const { t } = useTranslation('content');
  const body = children ?? <RichText text={entry.title} inline links={false} />;
  const title = plainTextOf(entry.title);
  const load = useLinkLoad(entry.href);
  if (entry.disabled) {
    return (
      <a className={`${className} is-disabled`} aria-disabled="true" role="link" aria-label={t('content.disabledLink', { title })}>
        {body}
      </a>
    );
  }
  if (entry.href === null) return <span className={className}>{body}</span>;
  if (isExternal(entry.href)) {
    return (
      <a className={className} href={entry.href} target="_blank" rel="noopener noreferrer" aria-label={t('content.externalLink', { title })}>
        {body}
      </a>
    );
  }
  return (
    <NavLink className={className} to={entry.href} end={entry.href === '/'} reloadDocument={load === 'full-page'}>
      {body}
    </NavLink>
  );
};
