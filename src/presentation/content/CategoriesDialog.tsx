import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OVERLAY_COLUMNS, type MenuEntry } from '../../domain/content';
import type { CategoriesDialogProps, OverlayGroup } from './overlay-groups';
import { useDevice } from './hooks';
import { MenuLink } from './MenuLink';
import { RichText } from './RichText';

/** Every channel and category once: a category the menu also lists as a channel shows the first time only. */
const distinctEntries = (groups: readonly OverlayGroup[]): readonly MenuEntry[] => {
  const seen = new Set<string>();
  return groups
    .flatMap((group) => [group.entry, ...group.children])
    .filter((entry) => {
      const key = entry.href ?? `item:${entry.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/**
 * Every channel and its categories in a modal dialog, in 6 columns on desktop and 3 on mobile
 * (MENU-04). It takes the focus; Tab stays inside; Escape, the close button or a click outside closes it.
 */
export const CategoriesDialog = ({ groups, onClose }: CategoriesDialogProps) => {
  const { t } = useTranslation('content');
  const device = useDevice();
  const titleId = useId();
  const closer = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const columns = OVERLAY_COLUMNS[device];

  useEffect(() => {
    closer.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab') keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="overlay" role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} className="overlay__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="overlay__head">
          <h2 id={titleId}>{t('content.allCategories')}</h2>
          <button ref={closer} type="button" className="button button--ghost" onClick={onClose}>
            {t('content.closeOverlay')}
          </button>
        </div>
        <ul className={`overlay__grid overlay__grid--${columns}`} data-columns={columns}>
          {distinctEntries(groups).map((entry) => (
            <li key={entry.id}>
              <MenuLink entry={entry} className="overlay__link">
                <RichText text={entry.title} inline links={false} />
              </MenuLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};

/** A modal dialog: Tab and Shift+Tab go round its own links and buttons. */
const keepFocusInside = (panel: HTMLElement | null, event: KeyboardEvent) => {
  const focusable = [...(panel?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
};
