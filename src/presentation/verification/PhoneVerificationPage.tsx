import { useTranslation } from 'react-i18next';
import { InfoPage } from '../shared/InfoPage';

/** validatePhone lands here; phone verification is not connected on this site yet. */
export const PhoneVerificationPage = () => {
  const { t } = useTranslation('verification');
  return <InfoPage title={t('phone.title')} paragraphs={[t('phone.intro'), t('phone.unavailable')]} />;
};
