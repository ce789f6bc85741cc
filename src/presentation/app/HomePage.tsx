import { useTranslation } from 'react-i18next';
import { displayName, loginPath } from '../../domain/session';
import { Link } from 'react-router-dom';
import { PendingWithdrawalBanner } from '../wallet/PendingWithdrawalBanner';
import { useSession } from '../session/hooks';

const CHANNELS = [
  { key: 'casino', text: 'home.casinoText', tone: 'gold' },
  { key: 'liveCasino', text: 'home.liveCasinoText', tone: 'ruby' },
  { key: 'virtualSports', text: 'home.virtualSportsText', tone: 'emerald' },
] as const;

export const HomePage = () => {
  const { t } = useTranslation('app');
  const session = useSession();
  const authenticated = session.status === 'authenticated';
  return (
    <div className="home">
      {authenticated ? <PendingWithdrawalBanner /> : null}
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{authenticated ? t('home.welcomeBack', { name: displayName(session.user) }) : t('home.heroTitle')}</h1>
        <p>{t('home.heroText')}</p>
        {authenticated ? (
          <Link className="button button--primary" to="/account">
            {t('home.ctaAccount')}
          </Link>
        ) : (
          <Link className="button button--primary" to={loginPath('/')}>
            {t('home.ctaLogin')}
          </Link>
        )}
      </section>
      <section className="channels" aria-labelledby="channels-title">
        <h2 id="channels-title">{t('home.channels')}</h2>
        <ul className="channels__list">
          {CHANNELS.map((channel) => (
            <li key={channel.key} className={`channel-card channel-card--${channel.tone}`}>
              <h3>{t(`nav.${channel.key}`)}</h3>
              <p>{t(channel.text)}</p>
              <span className="channel-card__note">{t('home.comingSoon')}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
};
