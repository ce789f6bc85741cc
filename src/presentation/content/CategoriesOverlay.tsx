import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../shared/lazy-part';
import type { CategoriesDialogProps, OverlayGroup } from './overlay-groups';

/** Without its chunk the dialog cannot open; the channel menu itself still works. */
const NoDialog = () => null;

/** The dialog, in a chunk of its own: only a click needs it (fetched when the site is idle). */
export const categoriesDialog = lazyPart<CategoriesDialogProps>(() => import('./CategoriesDialog').then((module) => module.CategoriesDialog), NoDialog);

/** "All categories": the button that opens every channel and category in a dialog (MENU-04); closing gives focus back to it. */
export const CategoriesOverlay = ({ groups }: { readonly groups: readonly OverlayGroup[] }) => {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);
  return (
    <>
      <button ref={opener} type="button" className="channel-menu__all" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <span aria-hidden="true">☰</span>
        <span className="channel-menu__all-label">{t('content.allCategories')}</span>
      </button>
      {open ? <categoriesDialog.Part groups={groups} onClose={close} /> : null}
    </>
  );
};
