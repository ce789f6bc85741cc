import { useTranslation } from 'react-i18next';
import { AccountPanel } from '../components/AccountMenu';
import { PendingWithdrawalBanner } from '../components/PendingWithdrawalBanner';
import type { User } from '../../domain/session/user';
import { displayName } from '../../domain/session/user';

export const AccountPage = ({ user }: { readonly user: User }) => {
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby="account-title">
      <h1 id="account-title">{t('account.title')}</h1>
      <PendingWithdrawalBanner />
      <div className="card">
        <AccountPanel name={displayName(user)} />
      </div>
      <dl className="details">
        <dt>{t('account.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('account.currency')}</dt>
        <dd>{user.currency}</dd>
      </dl>
    </section>
  );
};
