import { useTranslation } from 'react-i18next';
import { InfoPage } from '../shared/InfoPage';

export const InternalErrorPage = () => {
  const { t } = useTranslation('app');
  return <InfoPage title={t('errors.internalTitle')} paragraphs={[t('errors.internalText')]} />;
};
