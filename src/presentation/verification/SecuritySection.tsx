import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { maskPhone } from '../../domain/verification';
import { useSession } from '../session/hooks';

/** The account page's security section: phone (masked, PH-07), PIN, two-factor and identity document. */
export const SecuritySection = () => {
  const { t } = useTranslation('verification');
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  const { user } = session;
  const phone = user.phones[0];
  return (
    <section className="security" aria-labelledby="security-title">
      <h2 id="security-title">{t('security.title')}</h2>
      <dl className="details">
        <dt>{t('security.phone')}</dt>
        <dd>
          {phone === undefined ? t('security.noPhone') : <span data-testid="masked-phone">{maskPhone(`${user.phonePrefix ?? ''}${phone}`)}</span>}{' '}
          {phone === undefined ? <Link to="/validation-code/validatePhone">{t('security.addPhone')}</Link> : null}
          {phone !== undefined && user.phoneStatus === 'NOT_VALIDATED' ? <Link to="/validation-code/validatePhone">{t('security.verifyPhone')}</Link> : null}
        </dd>
        <dt>{t('security.pin')}</dt>
        <dd>
          {user.hasPinCode ? t('security.pinSet') : t('security.pinNotSet')}{' '}
          <Link to="/account/pin-code">{user.hasPinCode ? t('security.changePin') : t('security.addPin')}</Link>
        </dd>
        <dt>{t('security.twoFactor')}</dt>
        <dd>
          <Link to="/account/two-factor">{t('security.manageTwoFactor')}</Link>
        </dd>
        <dt>{t('security.document')}</dt>
        <dd>
          <Link to="/validate-document">{t('security.verifyDocument')}</Link>
        </dd>
      </dl>
    </section>
  );
};
