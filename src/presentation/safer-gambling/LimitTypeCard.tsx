import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitChangeTaken } from '../../application/safer-gambling/limits-service';
import { isTimeLimit, LIMIT_PERIODS, limitIn, remainingOf, SESSION_MINUTES, type LimitPeriod, type LimitSlot, type LimitType, type PlayerLimit, type PlayerLimits } from '../../domain/safer-gambling';
import { useFormFocus } from '../shared/use-form-focus';
import type { LimitOutcome } from './limit-form';
import { dateText, exampleAmount, largestAmount, limitName, problemText, valueText } from './limit-words';
import { useLimitForm } from './use-limit-form';

/**
 * SG-02, SG-03: one kind of limit: what it does, the player's limits of that kind per period (used,
 * left, a pending change and when it applies), and a form to set, lower or raise one.
 */
export const LimitTypeCard = ({ type, limits }: { readonly type: LimitType; readonly limits: PlayerLimits }) => {
  const { t, i18n } = useTranslation('saferGambling');
  const language = i18n.language;
  const periods: readonly LimitPeriod[] = isTimeLimit(type) ? ['DAY'] : LIMIT_PERIODS;
  const { form, choosePeriod, edit, submit, remove } = useLimitForm(type);
  const { period, typed, problem, outcome, attempt, submitting: busy } = form;
  const formRef = useFormFocus({ refusals: attempt });
  const id = useId();
  const value = (amount: number) => valueText(t, type, amount, limits.currency, language);

  const changeText = (slot: LimitSlot, { change, limit }: LimitChangeTaken): string => {
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

  const outcomeText = (said: LimitOutcome): string => {
    if (said.kind === 'done') return changeText(said.slot, said.taken);
    return t(said.reason === 'ALREADY_REMOVED' ? 'saferGambling.alreadyRemoved' : 'saferGambling.unavailable');
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit();
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
          <LimitEntry key={limitPeriod} slot={{ type, period: limitPeriod }} limit={limitIn(limits, { type, period: limitPeriod })} value={value} busy={busy} onRemove={(slot) => void remove(slot)} />
        ))}
      </ul>
      <form ref={formRef} className="limit-card__form" onSubmit={save} noValidate>
        {timeLimit ? null : (
          <div className="form__field">
            <label htmlFor={`${id}-period`}>{t('saferGambling.periodLabel')}</label>
            <select id={`${id}-period`} value={period} onChange={(event) => choosePeriod(event.target.value as LimitPeriod)}>
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
            id={`${id}-value`}
            type="text"
            inputMode={timeLimit ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={typed}
            aria-invalid={problem === null ? undefined : true}
            aria-describedby={problem === null ? hintId : `${errorId} ${hintId}`}
            onChange={(event) => edit(event.target.value)}
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
        {outcome === null ? null : outcomeText(outcome)}
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
