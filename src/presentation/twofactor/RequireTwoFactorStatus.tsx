import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { TwoFactorStatus } from '../../domain/twofactor';
import { useTwoFactorStatus } from './hooks';

/** MFA-03: a spinner while the status is unknown; home when it is not one the page works with. */
export const RequireTwoFactorStatus = ({ valid, children }: { readonly valid: readonly TwoFactorStatus[]; readonly children: (status: TwoFactorStatus) => ReactNode }) => {
  const { t } = useTranslation('twofactor');
  const status = useTwoFactorStatus();
  if (status === null) {
    return (
      <p className="page spinner" role="status">
        {t('twoFactor.loading')}
      </p>
    );
  }
  if (!valid.includes(status)) return <Navigate to="/" replace />;
  return children(status);
};
