import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice, NoticeService } from '../../application/shared/notices';
import { useNoticeService } from './hooks';
import { useObservable } from './use-observable';

const AUTO_DISMISS_MS = 8000;

const NoticeItem = ({ notice, notices }: { readonly notice: Notice; readonly notices: NoticeService }) => {
  const { t } = useTranslation('app');
  const onDismiss = () => notices.dismiss(notice.id);
  useEffect(() => {
    if (notice.sticky) return;
    const timer = setTimeout(() => notices.dismiss(notice.id), AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [notices, notice.id, notice.sticky]);
  return (
    <div className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <span>{notice.text ?? t(notice.key, notice.params)}</span>
      <button type="button" className="notice__dismiss" onClick={onDismiss} aria-label={t('common.dismiss')}>
        ×
      </button>
    </div>
  );
};

/** Messages for the player: logout, expiry, saved PIN, failures. Each leaves by itself after a while. */
export const Notices = () => {
  const notices = useNoticeService();
  const list = useObservable(notices.notices$, notices.current());
  return (
    <div className="notices" aria-live="polite">
      {list.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} notices={notices} />
      ))}
    </div>
  );
};
