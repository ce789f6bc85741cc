import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before deleting: the keyboard lands on "Yes, delete"; "Keep it" (or Escape) goes back. */
export const DeleteConfirmation = ({ busy, onConfirm, onCancel }: { readonly busy: boolean; readonly onConfirm: () => void; readonly onCancel: () => void }) => {
  const { t } = useTranslation('inbox');
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className="inbox-confirm" role="group" aria-label={t('inbox.confirmDelete')} onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      <p className="inbox-confirm__question">{t('inbox.confirmDelete')}</p>
      <button ref={confirm} type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
        {t('inbox.confirmDeleteYes')}
      </button>
      <button type="button" className="button button--ghost" disabled={busy} onClick={onCancel}>
        {t('inbox.confirmDeleteNo')}
      </button>
    </div>
  );
};
