import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OVERLAY_COLUMNS, type MenuEntry } from '../../domain/content';
import { useDevice } from './hooks';
import { MenuLink } from './MenuLink';

export interface OverlayGroup {
  readonly entry: MenuEntry;
  readonly children: readonly MenuEntry[];
}

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
 * "All categories": every channel and its categories in a dialog, in 6 columns on desktop and 3 on
 * mobile (MENU-04). Escape or the close button closes it and gives focus back to its button.
 */
export const CategoriesOverlay = ({ groups }: { readonly groups: readonly OverlayGroup[] }) => {
  const { t } = useTranslation('content');
  const device = useDevice();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const columns = OVERLAY_COLUMNS[device];

  useEffect(() => {
    if (!open) return undefined;
    closer.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key === 'Tab') keepFocusInside(event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // A modal dialog: Tab and Shift+Tab go round its own links and buttons.
  const keepFocusInside = (event: KeyboardEvent) => {
    const focusable = [...(panel.current?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
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

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <>
      <button ref={opener} type="button" className="channel-menu__all" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <span aria-hidden="true">☰</span>
        <span className="channel-menu__all-label">{t('content.allCategories')}</span>
      </button>
      {open ? (
        <div className="overlay" role="presentation" onClick={(event) => event.target === event.currentTarget && close()}>
          <div ref={panel} className="overlay__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
            <div className="overlay__head">
              <h2 id={titleId}>{t('content.allCategories')}</h2>
              <button ref={closer} type="button" className="button button--ghost" onClick={close}>
                {t('content.closeOverlay')}
              </button>
            </div>
            <ul className={`overlay__grid overlay__grid--${columns}`} data-columns={columns}>
              {distinctEntries(groups).map((entry) => (
                <li key={entry.id}>
                  <MenuLink entry={entry} className="overlay__link">
                    {entry.title}
                  </MenuLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </>
  );
};
