import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MONEY_LIMIT_TYPES, type LimitType } from '../../domain/safer-gambling';
import { loginPath } from '../../domain/session';
import { useSession } from '../session/hooks';
import { useObservable } from '../shared/use-observable';
import { HelpOrganisations } from './HelpOrganisations';
import { useLimitsService } from './hooks';
import { LimitTypeCard } from './LimitTypeCard';
import { RealityCheckSection } from './RealityCheckSection';
import { TakeABreakSection } from './TakeABreakSection';
import './safer-gambling.css';

const LIMIT_TYPES: readonly LimitType[] = [...MONEY_LIMIT_TYPES, 'SESSION_TIME'];

/**
 * SG-01: the safer-gambling hub. Everyone reads what the limits do and where to find help; a player
 * also sees and changes their own limits (SG-02, SG-03).
 */
export const SaferGamblingPage = () => {
  const { t } = useTranslation('saferGambling');
  const service = useLimitsService();
  const session = useSession();
  const organisations = service.helpOrganisations();
  return (
    <section className="page safer-gambling" aria-labelledby="safer-gambling-title">
      <h1 id="safer-gambling-title">{t('saferGambling.title')}</h1>
      <p className="page__intro">{t('saferGambling.intro')}</p>
      <section className="safer-gambling__section" aria-labelledby="safer-gambling-limits">
        <h2 id="safer-gambling-limits">{t('saferGambling.limitsTitle')}</h2>
        <p>{t('saferGambling.limitsText')}</p>
        {session.status === 'authenticated' ? <PlayerLimitsPanel /> : <VisitorLimits />}
      </section>
      {session.status === 'authenticated' ? <RealityCheckSection /> : null}
      <TakeABreakSection player={session.status === 'authenticated'} />
      {organisations.length > 0 ? <HelpOrganisations organisations={organisations} /> : null}
    </section>
  );
};

/** What each limit does, and the way to log in to set them. */
const VisitorLimits = () => {
  const { t } = useTranslation('saferGambling');
  const service = useLimitsService();
  return (
    <>
      <p>{t('saferGambling.limitsRule', { count: service.coolingOffHours() })}</p>
      <dl className="safer-gambling__tools">
        {LIMIT_TYPES.map((type) => (
          <div key={type}>
            <dt>{t(`saferGambling.heading.${type}`)}</dt>
            <dd>{t(`saferGambling.typeText.${type}`)}</dd>
          </div>
        ))}
      </dl>
      <p>
        {t('saferGambling.loginToSet')}{' '}
        <Link to={loginPath('/safer-gambling')}>{t('saferGambling.login')}</Link>
      </p>
    </>
  );
};

/** The player's limits, loaded from the platform, one card per kind. */
const PlayerLimitsPanel = () => {
  const { t } = useTranslation('saferGambling');
  const service = useLimitsService();
  const state = useObservable(service.limits$, null);
  if (state === null || state.status === 'loading') return <p role="status">{t('saferGambling.loading')}</p>;
  if (state.status === 'failed') {
    return (
      <div className="safer-gambling__failed" role="alert">
        <p>{t('saferGambling.loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => service.reload()}>
          {t('saferGambling.retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      <p>{t('saferGambling.limitsRule', { count: state.value.coolingOffHours })}</p>
      {LIMIT_TYPES.map((type) => (
        <LimitTypeCard key={type} type={type} limits={state.value} />
      ))}
    </>
  );
};
