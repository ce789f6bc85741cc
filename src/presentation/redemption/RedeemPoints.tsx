import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedemptionStep } from '../../application/redemption/redemption-service';
import { formatPoints } from '../../domain/loyalty';
import { formatMoney, type Money } from '../../domain/wallet';
import { useFormFocus } from '../shared/use-form-focus';
import { useRedemption, useRedemptionService } from './hooks';
import '../loyalty/loyalty.css';

type FailedStep = Extract<RedemptionStep, { step: 'failed' }>;

const FAILURE_KEYS: Readonly<Record<FailedStep['failure'], string>> = {
  NOT_ENOUGH_POINTS: 'redeem.failed.notEnoughPoints',
  EXCLUDED: 'redeem.failed.excluded',
  ON_BREAK: 'redeem.failed.onBreak',
  REFUSED: 'redeem.failed.refused',
  UNAUTHORIZED: 'redeem.failed.refused',
  UNAVAILABLE: 'redeem.failed.unavailable',
};

/** The translation key that explains a failed redemption. */
export const failureMessageKey = (step: FailedStep): string => FAILURE_KEYS[step.failure];

/** Points and their worth as the player reads them (nothing for a worth in a currency that is not one). */
const shown = (points: number, value: Money | null, language: string) => ({
  points: formatPoints(points, language),
  value: value === null ? '' : formatMoney(value, language),
});

/** LOY-05: on the account page, the points the player can redeem, their worth, and the redemption itself. */
export const RedeemPoints = () => <RedeemPanel />;

const RedeemPanel = () => {
  const { t, i18n } = useTranslation('redemption');
  const service = useRedemptionService();
  const view = useRedemption();
  const failed = view?.step.step === 'failed' ? view.step : null;
  const firstAction = useRef<HTMLButtonElement>(null);
  // No field here: after a refusal the keyboard is on what the player can do next (retry, or close).
  const panelRef = useFormFocus<HTMLElement>({ refusals: failed, fallback: firstAction });
  if (view === null) return null;
  const { step } = view;
  const offer = shown(view.redeemable, view.value, i18n.language);
  const attempt = view.attempt === null ? offer : shown(view.attempt.points, view.attempt.value, i18n.language);
  return (
    <section ref={panelRef} className="card redeem" aria-labelledby="redeem-title" data-testid="redeem-points">
      <h2 id="redeem-title" className="redeem__title">
        {t('redeem.title')}
      </h2>
      <p className="redeem__offer" data-testid="redeem-offer">
        {view.canRedeem ? t('redeem.offer', { points: offer.points, name: view.pointsName, value: offer.value }) : t('redeem.nothing', { name: view.pointsName })}
      </p>
      <p className="redeem__keeps-tier" data-testid="redeem-keeps-tier">
        {t('redeem.keepsTier', { tier: view.tierName })}
      </p>
      {step.step === 'offer' && view.canRedeem ? (
        <button type="button" className="button button--primary" onClick={() => service.ask(view.redeemable)}>
          {t('redeem.start', { value: offer.value })}
        </button>
      ) : null}
      {step.step === 'confirming' || step.step === 'redeeming' ? (
        <div className="redeem__confirm" role="group" aria-labelledby="redeem-question">
          <p id="redeem-question">{t('redeem.question', { points: attempt.points, name: view.pointsName, value: attempt.value })}</p>
          <div className="redeem__actions">
            <button type="button" className="button button--primary" disabled={step.step === 'redeeming'} onClick={() => void service.confirm()}>
              {step.step === 'redeeming' ? t('redeem.redeeming') : t('redeem.confirm')}
            </button>
            <button type="button" className="button button--ghost" disabled={step.step === 'redeeming'} onClick={() => service.dismiss()}>
              {t('redeem.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      <div aria-live="polite">
        {step.step === 'redeemed' ? (
          <p className="redeem__done" role="status">
            {t('redeem.done', { value: step.redemption.formattedAmount })}
          </p>
        ) : null}
      </div>
      {step.step === 'failed' ? (
        <div className="form__error" role="alert" data-error-code={step.failure}>
          <p className="redeem__failure">{t(failureMessageKey(step), { name: view.pointsName })}</p>
          <div className="redeem__actions">
            {step.canRetry ? (
              <button ref={firstAction} type="button" className="button button--primary" onClick={() => void service.retry()}>
                {t('redeem.retry')}
              </button>
            ) : null}
            <button ref={step.canRetry ? undefined : firstAction} type="button" className="button button--ghost" onClick={() => service.dismiss()}>
              {t('redeem.close')}
            </button>
          </div>
        </div>
      ) : null}
      {step.step === 'redeemed' ? (
        <button type="button" className="button button--ghost" onClick={() => service.dismiss()}>
          {t('redeem.close')}
        </button>
      ) : null}
    </section>
  );
};
