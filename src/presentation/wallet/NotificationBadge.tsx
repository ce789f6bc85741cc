import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AccountMenuView } from '../../application/wallet/account-menu-service';
import { BADGE_CAP } from '../../domain/wallet';

/** WAL-11: the way to the inbox, with the unread count (capped at 999+) when there is one; the link's name says the count. */
export const NotificationBadge = ({ menu }: { readonly menu: AccountMenuView }) => {
  const { t } = useTranslation('wallet');
  const description =
    menu.badge === null ? t('notifications.label') : menu.unreadMessages > BADGE_CAP ? t('notifications.capped') : t('notifications.unread', { count: menu.unreadMessages });
  return (
    <Link className="inbox-link" to="/account/messages" aria-label={description} title={description} data-testid="inbox-link">
      <svg className="inbox-link__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5zm2 .9v9.6h14V7.4l-7 5.2z M6.2 7 12 11.3 17.8 7z" fill="currentColor" />
      </svg>
      {menu.badge === null ? null : (
        <span className="badge inbox-link__count" data-testid="unread-badge">
          {menu.badge}
        </span>
      )}
    </Link>
  );
};
