import { useTranslation } from 'react-i18next';
import { BADGE_CAP, badgeLabel } from '../../domain/wallet/notifications';
import { useNotificationService } from '../hooks/services';
import { useObservable } from '../hooks/use-observable';

/** WAL-11: unread messages, capped at 999+. */
export const NotificationBadge = () => {
  const { t } = useTranslation();
  const notifications = useNotificationService();
  const state = useObservable(notifications.summary$, null);
  const count = state?.value?.numberOfMessages ?? 0;
  const label = badgeLabel(count);
  if (label === null) return null;
  const description = count > BADGE_CAP ? t('notifications.capped') : t('notifications.unread', { count });
  return (
    <span className="badge" role="img" aria-label={description} title={description}>
      {label}
    </span>
  );
};
