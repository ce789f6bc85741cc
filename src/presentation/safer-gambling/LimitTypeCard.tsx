import { isRight } from 'fp-ts/Either';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitChangeTaken } from '../../application/safer-gambling/limits-service';
import { isTimeLimit, LIMIT_PERIODS, limitIn, remainingOf, SESSION_MINUTES, type LimitFailure, type LimitPeriod, type LimitProblem, type LimitSlot, type LimitType, type PlayerLimit, type PlayerLimits } from '../../domain/safer-gambling';
import { useBusy } from '../shared/use-busy';
import { useLimitsService } from './hooks';
import { dateText, exampleAmount, largestAmount, limitName, problemText, valueText } from './limit-words';

/** What the card last said about a change: the outcome, or why it was not taken. */
type Outcome = { readonly kind: 'done' | 'failed'; readonly text: string } | null;

/**
 * SG-02, SG-03: one kind of limit: what it does, the player's limits of that kind per period (used,
 * left, a pending change and when it applies), and a form to set, lower or raise one.
 */
export const LimitTypeCard = ({ type, limits }: { readonly type: LimitType; readonly limits: PlayerLimits }) => {
  const { t, i18n } = useTranslation('saferGambling');
  const service = useLimitsService();
  const language = i18n.language;
  const periods: readonly LimitPeriod[] = isTimeLimit(type) ? ['DAY'] : LIMIT_PERIODS;
  const [period, setPeriod] = useState<LimitPeriod>('DAY');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<LimitProblem | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, whileBusy] = useBusy();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const value = (amount: number) => valueText(t, type, amount, limits.currency, language);

  useEffect(() => {
    if (attempt > 0) inputRef.current?.focus();
  }, [attempt]);

  const failed = (failure: LimitFailure) => {
    if (failure.code === 'INVALID' && failure.problems[0] !== undefined) {
      setProblem(failure.problems[0]);
      setOutcome(null);
      setAttempt((count) => count + 1);
      return;
    }
    setOutcome({ kind: 'failed', text: failure.code === 'NOT_FOUND' ? t('saferGambling.alreadyRemoved') : t('saferGambling.unavailable') });
  };

  const said = (slot: LimitSlot, { change, limit }: LimitChangeTaken): string => {
    const name = limitName(t, slot);
    const pending = limit.pending;
    if (pending !== null) {
      const date = dateText(pending.appliesAt, language);
      return pending.value === null
        ? t('saferGambling.removeLater', { limit: name, date, current: value(limit.value) })
        : t('saferGambling.setLater', { limit: name, value: value(pending.value), date, current: value(limit.value) });
    }
    return t(change === 'SAME' ? 'saferGambling.unchanged' : 'saferGambling.setNow', { limit: name, value: value(limit.value) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const slot = { type, period: isTimeLimit(type) ? 'DAY' : period };
    const taken = await whileBusy(() => service.set(slot, typed));
    if (!isRight(taken)) return failed(taken.left);
    setProblem(null);
    setTyped('');
    setOutcome({ kind: 'done', text: said(slot, taken.right) });
  };

  const remove = async (slot: LimitSlot) => {
    const taken = await whileBusy(() => service.remove(slot));
    if (!isRight(taken)) return failed(taken.left);
    setOutcome({ kind: 'done', text: said(slot, taken.right) });
  };

  const timeLimit = isTimeLimit(type);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <section className="limit-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(`saferGambling.heading.${type}`)}</h3>
      <p>{t(`saferGambling.typeText.${type}`)}</p>
      <ul className="limit-card__limits">
        {periods.map((limitPeriod) => (
          <LimitEntry key={limitPeriod} slot={{ type, period: limitPeriod }} limit={limitIn(limits, { type, period: limitPeriod })} value={value} busy={busy} onRemove={remove} />
        ))}
      </ul>
      <form className="limit-card__form" onSubmit={submit} noValidate>
        {timeLimit ? null : (
          <div className="form__field">
            <label htmlFor={`${id}-period`}>{t('saferGambling.periodLabel')}</label>
            <select id={`${id}-period`} value={period} onChange={(event) => setPeriod(event.target.value as LimitPeriod)}>
              {LIMIT_PERIODS.map((option) => (
                <option key={option} value={option}>
                  {t(`saferGambling.period.${option}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="form__field">
          <label htmlFor={`${id}-value`}>{timeLimit ? t('saferGambling.minutesLabel') : t('saferGambling.amountLabel', { currency: limits.currency })}</label>
          <input
            ref={inputRef}
            id={`${id}-value`}
            type="text"
            inputMode={timeLimit ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={typed}
            aria-invalid={problem === null ? undefined : true}
            aria-describedby={problem === null ? hintId : `${errorId} ${hintId}`}
            onChange={(event) => {
              setTyped(event.target.value);
              setProblem(null);
            }}
          />
          <span id={hintId} className="limit-card__hint">
            {timeLimit
              ? t('saferGambling.minutesHint', { min: SESSION_MINUTES.min, max: SESSION_MINUTES.max })
              : t('saferGambling.amountHint', { example: exampleAmount(limits.currency, language), max: largestAmount(limits.currency, language) })}
          </span>
          {problem === null ? null : (
            <span id={errorId} className="form__field-error">
              {problemText(t, problem, limits.currency, language)}
            </span>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('saferGambling.saving') : t('saferGambling.save')}
        </button>
      </form>
      <p className={outcome?.kind === 'failed' ? 'limit-card__outcome limit-card__outcome--failed' : 'limit-card__outcome'} role="status">
        {outcome?.text}
      </p>
    </section>
  );
};

interface LimitEntryProps {
  readonly slot: LimitSlot;
  readonly limit: PlayerLimit | null;
  readonly value: (amount: number) => string;
  readonly busy: boolean;
  readonly onRemove: (slot: LimitSlot) => void;
}

/** One period's limit: its value, what is used and left, and a change waiting for the cooling-off time. */
const LimitEntry = ({ slot, limit, value, busy, onRemove }: LimitEntryProps) => {
  const { t, i18n } = useTranslation('saferGambling');
  const id = useId();
  if (limit === null) return <li className="limit-card__none">{t('saferGambling.noLimit', { limit: limitName(t, slot) })}</li>;
  const pending = limit.pending;
  return (
    <li className="limit-card__limit">
      <span id={id}>
        <strong>{t('saferGambling.current', { period: t(`saferGambling.period.${slot.period}`), value: value(limit.value) })}</strong>{' '}
        <span>{t('saferGambling.usage', { used: value(limit.used), remaining: value(remainingOf(limit)) })}</span>
        {pending === null ? null : (
          <span className="limit-card__pending">
            {' '}
            {pending.value === null
              ? t('saferGambling.pendingRemoval', { date: dateText(pending.appliesAt, i18n.language) })
              : t('saferGambling.pendingRaise', { value: value(pending.value), date: dateText(pending.appliesAt, i18n.language) })}
          </span>
        )}
      </span>
      {pending !== null && pending.value === null ? null : (
        <button type="button" className="button button--ghost" aria-describedby={id} disabled={busy} onClick={() => onRemove(slot)}>
          {t('saferGambling.remove')}
        </button>
      )}
    </li>
  );
};
