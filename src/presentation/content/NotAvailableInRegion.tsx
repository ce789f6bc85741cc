import { useTranslation } from 'react-i18next';
import { InfoPage } from '../shared/InfoPage';

/** GEO-02: the not-available-in-region page, with one h1. */
export const NotAvailableInRegion = () => {
  const { t } = useTranslation('content');
  return <InfoPage title={t('content.notAvailableTitle')} paragraphs={[t('content.notAvailableText')]} />;
};
