import { useTranslation } from 'react-i18next';
import { EmbeddedAppFrame } from './EmbeddedAppFrame';
import './embedded.css';

/** `/sports` and `/sports/*`: the legacy application's sportsbook, framed (EMB-01 to EMB-06). */
export const SportsbookPage = () => {
  const { t } = useTranslation('embedded');
  return (
    <section className="page sportsbook-page">
      <h1 className="sportsbook-page__title">{t('embedded.sportsbook')}</h1>
      <EmbeddedAppFrame area="sportsbook" title={t('embedded.sportsbookFrame')} />
    </section>
  );
};
