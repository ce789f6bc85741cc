import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bonus } from '../../domain/bonus';
import { formatMoney } from '../../domain/wallet';

/**
 * BON-07: the confirmation before a bonus is forfeited, saying what the player loses (the bonus money
 * left and the wagering done). A modal dialog (the browser's `showModal` keeps focus inside it);
 * Escape keeps the bonus; focus goes back where it was.
 */
export const ForfeitDialog = ({ bonus, busy, onConfirm, onCancel }: { readonly bonus: Bonus; readonly busy: boolean; readonly onConfirm: () => void; readonly onCancel: () => void }) => {
  const { t, i18n } = useTranslation('bonus');
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const cancelling = useRef(onCancel);
  cancelling.current = onCancel;

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    keep.current?.focus();
    const onEscape = (event: Event) => {
      event.preventDefault();
      cancelling.current();
    };
    element.addEventListener('cancel', onEscape);
    return () => {
      element.removeEventListener('cancel', onEscape);
      if (typeof element.close === 'function' && element.open) element.close();
      if (before?.isConnected) before.focus();
    };
  }, []);

  return (
    <dialog ref={dialog} className="bonus-dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
      <h2 id={titleId} className="bonus-dialog__title">
        {t('forfeit.title')}
      </h2>
      <p id={textId}>{t('forfeit.text', { amount: formatMoney(bonus.bonusBalance, i18n.language), wagered: formatMoney(bonus.wagered, i18n.language) })}</p>
      <div className="bonus-dialog__actions">
        <button ref={keep} type="button" className="button button--primary" onClick={onCancel} disabled={busy}>
          {t('forfeit.cancel')}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
          {t('forfeit.confirm')}
        </button>
      </div>
    </dialog>
  );
};
