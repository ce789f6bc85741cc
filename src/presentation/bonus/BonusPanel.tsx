import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { activeBonus, wageringPercent, type Bonus, type BonusFailure } from '../../domain/bonus';
import { formatMoney } from '../../domain/wallet';
import { dateTimeText } from '../shared/date-time-text';
import { failureKey } from './failure-words';
import { ForfeitDialog } from './ForfeitDialog';
import { useBonusOverview, useBonusService } from './hooks';
import './bonus.css';

/** BON-08: the wagering's progress, a bar a screen reader reads as the sentence beside it. */
const WageringProgress = ({ bonus }: { readonly bonus: Bonus }) => {
  const { t } = useTranslation('bonus');
  const labelId = useId();
  const { i18n } = useTranslation('bonus');
  const percent = wageringPercent(bonus);
  const text = t('panel.progressText', { percent, wagered: formatMoney(bonus.wagered, i18n.language), requirement: formatMoney(bonus.wageringRequirement, i18n.language) });
  return (
    <div className="bonus__progress">
      <p className="bonus__progress-label">
        <span id={labelId}>{t('panel.progress')}</span>
        <span aria-hidden="true">{text}</span>
      </p>
      <div
        className="bonus__bar"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        data-testid="wagering-progress"
      >
        <span className="bonus__bar-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
};

const ActiveBonus = ({ bonus }: { readonly bonus: Bonus }) => {
  const { t, i18n } = useTranslation('bonus');
  const service = useBonusService();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<BonusFailure | null>(null);
  const money = (amount: Bonus['amount']) => formatMoney(amount, i18n.language);
  const forfeit = async () => {
    setBusy(true);
    const answer = await service.forfeit(bonus.id);
    setBusy(false);
    setConfirming(false);
    setFailure(answer._tag === 'Left' ? answer.left : null);
  };
  return (
    <div className="bonus__active" data-testid="active-bonus">
      <WageringProgress bonus={bonus} />
      <dl className="bonus__figures">
        <div className="bonus__figure bonus__figure--main">
          <dt>{t('panel.bonusBalance')}</dt>
          <dd data-testid="bonus-balance">{money(bonus.bonusBalance)}</dd>
        </div>
        <div className="bonus__figure">
          <dt>{t('panel.wagered')}</dt>
          <dd data-testid="bonus-wagered">{money(bonus.wagered)}</dd>
        </div>
        <div className="bonus__figure">
          <dt>{t('panel.leftToWager')}</dt>
          <dd data-testid="bonus-left">{money(bonus.leftToWager)}</dd>
        </div>
        <div className="bonus__figure">
          <dt>{t('panel.requirement')}</dt>
          <dd>{t('panel.requirementValue', { amount: money(bonus.wageringRequirement), multiplier: bonus.wageringMultiplier })}</dd>
        </div>
        <div className="bonus__figure">
          <dt>{t('panel.granted')}</dt>
          <dd>{money(bonus.amount)}</dd>
        </div>
        <div className="bonus__figure">
          <dt>{t('panel.expires')}</dt>
          <dd>
            <time dateTime={bonus.expiresAt.toISOString()}>{dateTimeText(bonus.expiresAt, i18n.language)}</time>
          </dd>
        </div>
      </dl>
      <details className="bonus__terms">
        <summary>{t('panel.termsTitle')}</summary>
        <ul>
          <li>{t('panel.termsWeights', { ...bonus.weights })}</li>
          <li>{t('panel.termsConversion')}</li>
          <li>{t('panel.termsExpiry')}</li>
          <li>{t('panel.termsRealFirst')}</li>
        </ul>
      </details>
      <p role="status" className="bonus__message">
        {failure === null ? null : t(failureKey(failure))}
      </p>
      <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
        {t('panel.forfeit')}
      </button>
      {confirming ? <ForfeitDialog bonus={bonus} busy={busy} onConfirm={() => void forfeit()} onCancel={() => setConfirming(false)} /> : null}
    </div>
  );
};

const PastBonuses = ({ bonuses }: { readonly bonuses: readonly Bonus[] }) => {
  const { t, i18n } = useTranslation('bonus');
  if (bonuses.length === 0) return null;
  return (
    <>
      <h3 className="bonus__past-title">{t('panel.past')}</h3>
      <ul className="bonus__past" data-testid="past-bonuses">
        {bonuses.slice(0, 5).map((bonus) => (
          <li key={bonus.id}>
            <span>{formatMoney(bonus.amount, i18n.language)}</span> <span>{t(`panel.state.${bonus.state}`)}</span>
            {bonus.endedAt === null ? null : (
              <>
                {' · '}
                <time dateTime={bonus.endedAt.toISOString()}>{dateTimeText(bonus.endedAt, i18n.language)}</time>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
};

/** Issue 22: the account page's bonus panel: the bonus balance apart from real money, its wagering and terms, forfeit, and earlier bonuses. */
export const BonusPanel = () => {
  const { t } = useTranslation('bonus');
  const overview = useBonusOverview();
  const active = activeBonus(overview?.value ?? null);
  return (
    <section className="card bonus" id="bonus" aria-labelledby="bonus-title">
      <h2 id="bonus-title">{t('panel.title')}</h2>
      {overview === null || overview.value === null ? (
        <p role="status">{overview?.status === 'loading' || overview === null ? t('panel.loading') : t('panel.unavailable')}</p>
      ) : (
        <>
          {active === null ? (
            <p>
              {t('panel.none')} <Link to="/promotions">{t('panel.promotions')}</Link>
            </p>
          ) : (
            <ActiveBonus key={active.id} bonus={active} />
          )}
          <PastBonuses bonuses={overview.value.bonuses.filter((bonus) => bonus.state !== 'active')} />
        </>
      )}
    </section>
  );
};
