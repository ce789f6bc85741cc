import { useTranslation } from 'react-i18next';
import { InfoPage } from '../shared/InfoPage';

/** `/help/*`: where the content's help links land until the help centre is built, saying so plainly. */
export const HelpUnavailable = () => {
  const { t } = useTranslation('content');
  return <InfoPage title={t('content.helpTitle')} paragraphs={[t('content.helpText')]} />;
};
