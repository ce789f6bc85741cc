import type { ReactNode } from 'react';
import { loginPath, type User } from '../../domain/session';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/hooks';

/** Pages for players only: a visitor goes to login with this page as destination. */
export const RequireSession = ({ children }: { readonly children: (user: User) => ReactNode }) => {
  const { t } = useTranslation('app');
  const session = useSession();
  const location = useLocation();
  if (session.status === 'unknown') {
    return (
      <p className="page spinner" role="status">
        {t('common.loading')}
      </p>
    );
  }
  // After a logout the player is on the way home: no detour through the login page.
  if (session.status === 'visitor' && session.ended === 'loggedOut') return null;
  if (session.status === 'visitor') return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <>{children(session.user)}</>;
};
