import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WelcomeOffer, WelcomeView } from '../../application/join/welcome-service';
import { DEPOSIT_PATH } from '../../domain/join';
import { formatMoney, type Money } from '../../domain/wallet';
import { OffDuringBreak } from '../safer-gambling/break-standing';
import { useWelcome } from './hooks';
import './join.css';

/** The casino's lobby, where practice play and real play start. */
const CASINO_PATH = '/casino';

type Ready = Extract<WelcomeView, { status: 'ready' }>;

/** The three first steps, the current one marked for the eye and in words. */
const FirstSteps = ({ step }: { readonly step: Ready['step'] }) => {
  const { t } = useTranslation('join');
  const steps = [
    { key: 'stepAccount', state: 'done' },
    { key: 'stepDeposit', state: step === 'first-deposit' ? 'next' : 'done' },
    { key: 'stepPlay', state: step === 'play' ? 'next' : 'later' },
  ] as const;
  return (
    <ol className="welcome-steps" aria-label={t('join.welcome.stepsLabel')}>
      {steps.map(({ key, state }) => (
        <li key={key} className={`welcome-steps__step welcome-steps__step--${state}`} aria-current={state === 'next' ? 'step' : undefined}>
          <span className="welcome-steps__mark" aria-hidden="true">
            {state === 'done' ? '✓' : ''}
          </span>
          {t(`join.welcome.${key}`)}
          {state !== 'later' && <span className="visually-hidden">{`, ${t(`join.welcome.${state}`)}`}</span>}
        </li>
      ))}
    </ol>
  );
};

const Offer = ({ offer }: { readonly offer: WelcomeOffer }) => {
  const { t } = useTranslation('join');
  return (
    <aside className="welcome-offer" aria-label={t('join.welcome.offerLabel')}>
      <p className="welcome-offer__title">{offer.title}</p>
      {offer.text !== '' && <p className="welcome-offer__text">{offer.text}</p>}
      <Link to={offer.path}>{t('join.welcome.aboutOffer')}</Link>
    </aside>
  );
};

const balanceText = (balance: Money | null, language: string) => (balance === null ? null : formatMoney(balance, language));

/** JRN-05: `/account/welcome`, where joining leads: the first deposit while there is nothing to stake, then the games. */
export const WelcomePage = () => {
  const { t, i18n } = useTranslation('join');
  const view = useWelcome();
  if (view.status === 'loading') {
    return (
      <p className="page spinner" role="status">
        {t('join.welcome.loading')}
      </p>
    );
  }
  const balance = balanceText(view.balance, i18n.language);
  return (
    <section className="page welcome-page">
      <h1>{t('join.welcome.title', { name: view.name })}</h1>
      <p className="page__intro">{t('join.welcome.intro')}</p>
      <FirstSteps step={view.step} />
      {view.step === 'first-deposit' ? (
        <>
          <OffDuringBreak>
            <div className="welcome-page__next">
              <p>{t('join.welcome.emptyBalance', { balance: balance ?? '–' })}</p>
              <Link className="button button--primary welcome-page__cta" to={DEPOSIT_PATH}>
                {t('join.welcome.firstDeposit')}
              </Link>
            </div>
            {view.offer !== null && <Offer offer={view.offer} />}
          </OffDuringBreak>
          <p className="welcome-page__later">
            {t('join.welcome.practiceFirst')} <Link to={CASINO_PATH}>{t('join.welcome.browseGames')}</Link>
          </p>
        </>
      ) : (
        <div className="welcome-page__next">
          <p>{balance === null ? t('join.welcome.readyNoBalance') : t('join.welcome.ready', { balance })}</p>
          <Link className="button button--primary welcome-page__cta" to={CASINO_PATH}>
            {t('join.welcome.toCasino')}
          </Link>
        </div>
      )}
    </section>
  );
};
