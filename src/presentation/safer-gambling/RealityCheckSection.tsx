import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../shared/TextField';
import { useFormFocus } from '../shared/use-form-focus';
import { useObservable } from '../shared/use-observable';
import { usePlayerSessionService } from './session-hooks';
import './session.css';

type Outcome = { readonly kind: 'saved'; readonly minutes: number } | { readonly kind: 'failed'; readonly cause: string } | null;

/** SG-07 on the hub: how often the reality check comes, 10–240 minutes or the jurisdiction's default. */
export const RealityCheckSection = () => {
  const { t } = useTranslation('saferGambling');
  const service = usePlayerSessionService();
  const anchored = useObservable(service.summary$, null);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [refusals, setRefusals] = useState(0);
  const formRef = useFormFocus({ refusals });

  const choose = async (value: string | null) => {
    setBusy(true);
    const answer = await service.chooseInterval(value);
    setBusy(false);
    if (answer._tag === 'Right') {
      setOutcome({ kind: 'saved', minutes: answer.right.realityCheckMinutes });
      setTyped('');
    } else {
      setOutcome({ kind: 'failed', cause: answer.left.code === 'INVALID' ? answer.left.cause : 'UNAVAILABLE' });
      setRefusals((count) => count + 1);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void choose(typed);
  };

  const summary = anchored?.summary ?? null;
  const fieldError = outcome?.kind === 'failed' && outcome.cause !== 'UNAVAILABLE' ? t(`playerSession.intervalErrors.${outcome.cause}`) : null;
  return (
    <section className="safer-gambling__section" aria-labelledby="reality-check-interval">
      <h2 id="reality-check-interval">{t('playerSession.intervalTitle')}</h2>
      <p>{t('playerSession.intervalText')}</p>
      {summary === null ? (
        <p role="status">{t('playerSession.intervalLoading')}</p>
      ) : (
        <>
          <p>
            {t('playerSession.intervalCurrent', { count: summary.realityCheckMinutes })}{' '}
            {summary.realityCheckMinutes === summary.realityCheckMinutesDefault ? t('playerSession.intervalDefault') : null}
          </p>
          <form ref={formRef} className="reality-check-interval__form" onSubmit={onSubmit} noValidate>
            <TextField label={t('playerSession.intervalLabel')} inputMode="numeric" value={typed} onChange={(event) => setTyped(event.target.value)} error={fieldError} />
            <button type="submit" className="button button--primary" aria-disabled={busy}>
              {t('playerSession.intervalSave')}
            </button>
            {summary.realityCheckMinutes !== summary.realityCheckMinutesDefault ? (
              <button type="button" className="button button--secondary" aria-disabled={busy} onClick={() => !busy && void choose(null)}>
                {t('playerSession.intervalUseDefault', { count: summary.realityCheckMinutesDefault })}
              </button>
            ) : null}
          </form>
        </>
      )}
      <p role="status" className="limit-card__outcome">
        {outcome?.kind === 'saved' ? t('playerSession.intervalSaved', { count: outcome.minutes }) : null}
        {outcome?.kind === 'failed' && outcome.cause === 'UNAVAILABLE' ? t('playerSession.intervalErrors.UNAVAILABLE') : null}
      </p>
    </section>
  );
};
