import { useTranslation } from 'react-i18next';
import type { AccountMenuView } from '../../application/wallet/account-menu-service';
import { BADGE_CAP } from '../../domain/wallet';

/** WAL-11: unread messages, capped at 999+. */
export const NotificationBadge = ({ menu }: { readonly menu: AccountMenuView }) => {
  const { t } = useTranslation('wallet');
  if (menu.badge === null) return null;
  const description = menu.unreadMessages > BADGE_CAP ? t('notifications.capped') : t('notifications.unread', { count: menu.unreadMessages });
  return (
    <span className="badge" role="img" aria-label={description} title={description}>
      {menu.badge}
    </span>
  );
};
