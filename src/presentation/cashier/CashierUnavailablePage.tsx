import { useTranslation } from 'react-i18next';
import { InfoPage } from '../shared/InfoPage';

/** The cashier is not connected on this site yet: its pages say so. */
export const CashierUnavailablePage = ({ operation }: { readonly operation: 'deposit' | 'withdraw' }) => {
  const { t } = useTranslation('cashier');
  return <InfoPage title={operation === 'deposit' ? t('cashier.depositTitle') : t('cashier.withdrawTitle')} paragraphs={[t('cashier.unavailable')]} />;
};
