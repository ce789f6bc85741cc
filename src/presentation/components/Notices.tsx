import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoticeService } from '../hooks/services';
import { useObservable } from '../hooks/use-observable';

const AUTO_DISMISS_MS = 8000;

/** Messages for the player: logout, expiry, saved PIN, failures. */
export const Notices = () => {
  const { t } = useTranslation();
  const notices = useNoticeService();
  const list = useObservable(notices.notices$, notices.current());

  useEffect(() => {
    const timers = list.map((notice) => setTimeout(() => notices.dismiss(notice.id), AUTO_DISMISS_MS));
    return () => timers.forEach(clearTimeout);
  }, [list, notices]);

  return (
    <div className="notices" aria-live="polite">
      {list.map((notice) => (
        <div key={notice.id} className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          <span>{notice.text ?? t(notice.key, notice.params)}</span>
          <button type="button" className="notice__dismiss" onClick={() => notices.dismiss(notice.id)} aria-label={t('common.dismiss')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
};
