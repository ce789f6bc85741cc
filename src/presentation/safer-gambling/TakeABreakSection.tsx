import { isRight } from 'fp-ts/Either';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  BREAK_CHOICES,
  breakChoiceKey,
  breakChoiceOf,
  canAskToEnd,
  exclusionLiftsAt,
  type BreakChoice,
  type Exclusion,
  type ExclusionFailure,
} from '../../domain/safer-gambling';
import { loginPath } from '../../domain/session';
import { useObservable } from '../shared/use-observable';
import { useBusy } from '../shared/use-busy';
import { useExclusionService, useLimitsService } from './hooks';
import { dateText } from './limit-words';
import './take-break.css';

/**
 * SG-09, SG-10: "Take a break": a time-out or a self-exclusion, explained, chosen and confirmed with
 * the password; while one is in force, what it is and until when, and the request to end an
 * expired self-exclusion.
 */
export const TakeABreakSection = ({ player }: { readonly player: boolean }) => {
  const { t } = useTranslation('saferGambling');
  const coolingOffHours = useLimitsService().coolingOffHours();
  return (
    <section className="safer-gambling__section take-break" aria-labelledby="take-break-title">
      <h2 id="take-break-title">{t('takeBreak.title')}</h2>
      <p>{t('takeBreak.intro')}</p>
      <p>{t('takeBreak.timeOutText')}</p>
      <p>{t('takeBreak.selfExclusionText', { count: coolingOffHours })}</p>
      {player ? (
        <PlayerBreak coolingOffHours={coolingOffHours} />
      ) : (
        <p>
          <Link to={loginPath('/safer-gambling')}>{t('takeBreak.logIn')}</Link>
        </p>
      )}
    </section>
  );
};

/** The player's break: loading, the one in force, or the form to take one. */
const PlayerBreak = ({ coolingOffHours }: { readonly coolingOffHours: number }) => {
  const { t } = useTranslation('saferGambling');
  const service = useExclusionService();
  const state = useObservable(service.exclusion$, null);
  const [started, setStarted] = useState<string | null>(null);
  return (
    <>
      {state === null || state.status === 'loading' ? <p role="status">{t('takeBreak.loading')}</p> : null}
      {state?.status === 'failed' ? (
        <div className="safer-gambling__failed" role="alert">
          <p>{t('takeBreak.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => service.reload()}>
            {t('takeBreak.retry')}
          </button>
        </div>
      ) : null}
      {state?.status === 'loaded' && state.value !== null ? <CurrentBreak exclusion={state.value} coolingOffHours={coolingOffHours} /> : null}
      {state?.status === 'loaded' && state.value === null ? <BreakForm onStarted={setStarted} /> : null}
      <p role="status" className="take-break__outcome">
        {started}
      </p>
    </>
  );
};

/** The break in force: until when, what the player can still do, and for an expired self-exclusion the way out. */
const CurrentBreak = ({ exclusion, coolingOffHours }: { readonly exclusion: Exclusion; readonly coolingOffHours: number }) => {
  const { t, i18n } = useTranslation('saferGambling');
  const service = useExclusionService();
  const [busy, whileBusy] = useBusy();
  const [problem, setProblem] = useState<string | null>(null);
  const language = i18n.language;
  const until = dateText(exclusionLiftsAt(exclusion), language);
  const askToEnd = async () => {
    const asked = await whileBusy(() => service.askToEnd());
    setProblem(isRight(asked) ? null : asked.left.code === 'NOT_EXPIRED' ? t('takeBreak.notExpired') : t('takeBreak.endUnavailable'));
  };
  return (
    <div className="take-break__current">
      <p className="take-break__until">
        <strong>{t(exclusion.kind === 'TIME_OUT' ? 'takeBreak.currentTimeOut' : 'takeBreak.currentSelfExclusion', { date: until })}</strong>
      </p>
      <p>{t('takeBreak.duringBreak')}</p>
      {exclusion.endRequestedAt !== null ? (
        <p>{t('takeBreak.endRequested', { asked: dateText(exclusion.endRequestedAt, language), date: until })}</p>
      ) : null}
      {canAskToEnd(exclusion) ? (
        <>
          <p>{t('takeBreak.expired', { date: dateText(exclusion.endsAt, language), count: coolingOffHours })}</p>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void askToEnd()}>
            {busy ? t('takeBreak.asking') : t('takeBreak.askToEnd')}
          </button>
        </>
      ) : null}
      {problem === null ? null : <p role="alert">{problem}</p>}
    </div>
  );
};

/** Choose a break, then confirm it with the password. */
const BreakForm = ({ onStarted }: { readonly onStarted: (text: string) => void }) => {
  const { t, i18n } = useTranslation('saferGambling');
  const service = useExclusionService();
  const [chosen, setChosen] = useState<BreakChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [choiceProblem, setChoiceProblem] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, whileBusy] = useBusy();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmTitleRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    if (confirming && attempt === 0) confirmTitleRef.current?.focus();
  }, [confirming, attempt]);
  useEffect(() => {
    if (attempt > 0) passwordRef.current?.focus();
  }, [attempt]);

  const failed = (failure: ExclusionFailure) => {
    setPassword('');
    switch (failure.code) {
      case 'PASSWORD_REQUIRED':
      case 'WRONG_PASSWORD':
        setPasswordProblem(t(failure.code === 'WRONG_PASSWORD' ? 'takeBreak.wrongPassword' : 'takeBreak.passwordRequired'));
        setAlert(null);
        setAttempt((count) => count + 1);
        return;
      case 'TOO_MANY_ATTEMPTS':
        setPasswordProblem(null);
        setAlert(t('takeBreak.tooManyAttempts', { count: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) }));
        return;
      case 'ALREADY_EXCLUDED':
        setAlert(t('takeBreak.alreadyOnBreak'));
        return;
      default:
        setAlert(t('takeBreak.unavailable'));
    }
  };

  const choose = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) {
      setChoiceProblem(true);
      return;
    }
    setChoiceProblem(false);
    setAttempt(0);
    setConfirming(true);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return;
    const taken = await whileBusy(() => service.take(chosen, password));
    if (!isRight(taken)) return failed(taken.left);
    setPassword('');
    onStarted(t('takeBreak.started', { date: dateText(exclusionLiftsAt(taken.right), i18n.language) }));
  };

  if (confirming && chosen !== null) {
    const length = t(`takeBreak.choice.${breakChoiceKey(chosen)}`);
    const passwordId = `${id}-password`;
    const hintId = `${passwordId}-hint`;
    const errorId = `${passwordId}-error`;
    return (
      <form className="take-break__confirm" onSubmit={(event) => void confirm(event)} noValidate aria-labelledby={`${id}-confirm-title`}>
        <h3 id={`${id}-confirm-title`} ref={confirmTitleRef} tabIndex={-1}>
          {t('takeBreak.confirmTitle')}
        </h3>
        <p>{t(chosen.kind === 'TIME_OUT' ? 'takeBreak.confirmTimeOut' : 'takeBreak.confirmSelfExclusion', { length })}</p>
        <div className="form__field">
          <label htmlFor={passwordId}>{t('takeBreak.passwordLabel')}</label>
          <input
            ref={passwordRef}
            id={passwordId}
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={passwordProblem === null ? undefined : true}
            aria-describedby={passwordProblem === null ? hintId : `${errorId} ${hintId}`}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordProblem(null);
            }}
          />
          <span id={hintId} className="take-break__hint">
            {t('takeBreak.passwordHint')}
          </span>
          {passwordProblem === null ? null : (
            <span id={errorId} className="form__field-error">
              {passwordProblem}
            </span>
          )}
        </div>
        {alert === null ? null : (
          <p role="alert" className="take-break__alert">
            {alert}
          </p>
        )}
        <div className="take-break__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('takeBreak.starting') : t('takeBreak.confirm')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              setPassword('');
              setPasswordProblem(null);
              setAlert(null);
            }}
          >
            {t('takeBreak.back')}
          </button>
        </div>
      </form>
    );
  }

  const group = (kind: BreakChoice['kind']) => BREAK_CHOICES.filter((choice) => choice.kind === kind);
  const choiceErrorId = `${id}-choice-error`;
  return (
    <form className="take-break__choose" onSubmit={choose} noValidate>
      <fieldset aria-describedby={choiceProblem ? choiceErrorId : undefined}>
        <legend>{t('takeBreak.choiceLegend')}</legend>
        {(['TIME_OUT', 'SELF_EXCLUSION'] as const).map((kind) => (
          <fieldset key={kind} className="take-break__group">
            <legend>{t(kind === 'TIME_OUT' ? 'takeBreak.timeOutGroup' : 'takeBreak.selfExclusionGroup')}</legend>
            {group(kind).map((choice) => {
              const key = breakChoiceKey(choice);
              return (
                <label key={key} className="take-break__choice">
                  <input
                    type="radio"
                    name={`${id}-choice`}
                    value={key}
                    checked={chosen !== null && breakChoiceKey(chosen) === key}
                    onChange={(event) => {
                      setChosen(breakChoiceOf(event.target.value));
                      setChoiceProblem(false);
                    }}
                  />{' '}
                  {t(`takeBreak.choice.${key}`)}
                </label>
              );
            })}
          </fieldset>
        ))}
        {choiceProblem ? (
          <span id={choiceErrorId} className="form__field-error">
            {t('takeBreak.chooseFirst')}
          </span>
        ) : null}
      </fieldset>
      <button type="submit" className="button button--primary">
        {t('takeBreak.continue')}
      </button>
    </form>
  );
};
