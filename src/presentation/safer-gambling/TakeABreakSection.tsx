import { isRight } from 'fp-ts/Either';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  BREAK_CHOICES,
  breakChoiceKey,
  breakChoiceOf,
  canAskToEnd,
  exclusionLiftsAt,
  setOnAnotherAccount,
  type BreakChoice,
  type Exclusion,
} from '../../domain/safer-gambling';
import { loginPath } from '../../domain/session';
import { OutsideLinkSentence } from '../shared/OutsideLinkSentence';
import { useObservable } from '../shared/use-observable';
import { useBusy } from '../shared/use-busy';
import { useFormFocus } from '../shared/use-form-focus';
import type { BreakAlert } from './break-form';
import { useExclusionService, useLimitsService } from './hooks';
import { dateText } from './limit-words';
import { useBreakForm } from './use-break-form';
import './take-break.css';

/**
 * SG-09, SG-10: "Take a break": a time-out or a self-exclusion, explained, chosen and confirmed with
 * the password; while one is in force, what it is and until when, and the request to end an
 * expired self-exclusion. SG-19: where the jurisdiction has a national self-exclusion scheme, the way to it.
 */
export const TakeABreakSection = ({ player }: { readonly player: boolean }) => {
  const { t } = useTranslation('saferGambling');
  const limits = useLimitsService();
  const coolingOffHours = limits.coolingOffHours();
  const scheme = limits.selfExclusionScheme();
  return (
    <section className="safer-gambling__section take-break" aria-labelledby="take-break-title">
      <h2 id="take-break-title">{t('takeBreak.title')}</h2>
      <p>{t('takeBreak.intro')}</p>
      <p>{t('takeBreak.timeOutText')}</p>
      <p>{t('takeBreak.selfExclusionText', { count: coolingOffHours })}</p>
      {scheme === null ? null : (
        <p className="take-break__scheme">
          <OutsideLinkSentence sentence={(name) => t('takeBreak.nationalScheme', { name })} name={scheme.name} url={scheme.url} />
        </p>
      )}
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
  const { t, i18n } = useTranslation('saferGambling');
  const service = useExclusionService();
  const state = useObservable(service.exclusion$, null);
  const [started, setStarted] = useState<Exclusion | null>(null);
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
        {started === null ? null : t('takeBreak.started', { date: dateText(exclusionLiftsAt(started), i18n.language) })}
      </p>
    </>
  );
};

/** The break in force: until when, what the player can still do, and for an expired self-exclusion the way out. */
const CurrentBreak = ({ exclusion, coolingOffHours }: { readonly exclusion: Exclusion; readonly coolingOffHours: number }) => {
  const { t, i18n } = useTranslation('saferGambling');
  const service = useExclusionService();
  const [busy, whileBusy] = useBusy();
  const [problem, setProblem] = useState<'NOT_EXPIRED' | 'UNAVAILABLE' | null>(null);
  const language = i18n.language;
  const until = dateText(exclusionLiftsAt(exclusion), language);
  const askToEnd = async () => {
    const asked = await whileBusy(() => service.askToEnd());
    setProblem(isRight(asked) ? null : asked.left.code === 'NOT_EXPIRED' ? 'NOT_EXPIRED' : 'UNAVAILABLE');
  };
  return (
    <div className="take-break__current">
      <p className="take-break__until">
        <strong>{t(exclusion.kind === 'TIME_OUT' ? 'takeBreak.currentTimeOut' : 'takeBreak.currentSelfExclusion', { date: until })}</strong>
      </p>
      {setOnAnotherAccount(exclusion) ? <p className="take-break__other-account">{t('takeBreak.fromAnotherAccount')}</p> : null}
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
      {problem === null ? null : <p role="alert">{t(problem === 'NOT_EXPIRED' ? 'takeBreak.notExpired' : 'takeBreak.endUnavailable')}</p>}
    </div>
  );
};

/** What the confirmation's alert says. */
const alertText = (alert: BreakAlert, t: TFunction): string => {
  switch (alert.code) {
    case 'TOO_MANY_ATTEMPTS':
      return t('takeBreak.tooManyAttempts', { count: Math.max(1, Math.ceil(alert.retryAfterSeconds / 60)) });
    case 'ALREADY_EXCLUDED':
      return t('takeBreak.alreadyOnBreak');
    case 'UNAVAILABLE':
      return t('takeBreak.unavailable');
  }
};

/** Choose a break, then confirm it with the password. */
const BreakForm = ({ onStarted }: { readonly onStarted: (exclusion: Exclusion) => void }) => {
  const { t } = useTranslation('saferGambling');
  const { form, choose, proceed, editPassword, confirm, back } = useBreakForm(onStarted);
  const { chosen, confirming, choiceMissing: choiceProblem, password, attempt, submitting: busy } = form;
  const passwordProblem = form.passwordProblem === null ? null : t(form.passwordProblem === 'WRONG_PASSWORD' ? 'takeBreak.wrongPassword' : 'takeBreak.passwordRequired');
  const alert = form.alert === null ? null : alertText(form.alert, t);
  const confirmTitleRef = useRef<HTMLHeadingElement>(null);
  const formRef = useFormFocus({ refusals: attempt });
  const id = useId();

  // The confirmation is a step of its own: its heading says what is about to happen.
  useEffect(() => {
    if (confirming && attempt === 0) confirmTitleRef.current?.focus();
  }, [confirming, attempt]);

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    proceed();
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    void confirm();
  };

  if (confirming && chosen !== null) {
    const length = t(`takeBreak.choice.${breakChoiceKey(chosen)}`);
    const passwordId = `${id}-password`;
    const hintId = `${passwordId}-hint`;
    const errorId = `${passwordId}-error`;
    return (
      <form ref={formRef} className="take-break__confirm" onSubmit={onConfirm} noValidate aria-labelledby={`${id}-confirm-title`}>
        <h3 id={`${id}-confirm-title`} ref={confirmTitleRef} tabIndex={-1}>
          {t('takeBreak.confirmTitle')}
        </h3>
        <p>{t(chosen.kind === 'TIME_OUT' ? 'takeBreak.confirmTimeOut' : 'takeBreak.confirmSelfExclusion', { length })}</p>
        <div className="form__field">
          <label htmlFor={passwordId}>{t('takeBreak.passwordLabel')}</label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={passwordProblem === null ? undefined : true}
            aria-describedby={passwordProblem === null ? hintId : `${errorId} ${hintId}`}
            onChange={(event) => editPassword(event.target.value)}
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
            onClick={back}
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
    <form ref={formRef} className="take-break__choose" onSubmit={onContinue} noValidate>
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
                    aria-invalid={choiceProblem ? true : undefined}
                    onChange={(event) => choose(breakChoiceOf(event.target.value))}
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
