import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseStatementMonth, type StatementMonth } from '../../domain/cashier';
import { formatMoney, type Money } from '../../domain/wallet';
import { useMonthlyStatementService } from './hooks';
import { useObservable } from '../shared/use-observable';

/** `Nov 2026` in the player's language (the month is the platform's calendar month, not a moment). */
const monthName = (month: StatementMonth['month'], language: string): string => {
  const parsed = parseStatementMonth(month);
  if (parsed === null) return month;
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(parsed.year, parsed.month - 1, 1)));
};

/** A net position reads as won (+) or lost (−). */
const signed = (amount: Money, language: string): string => {
  const formatted = formatMoney(amount, language);
  return amount.minor > 0 ? `+${formatted}` : formatted;
};

/** SG-11: deposits, withdrawals and net position of each of the last twelve months, as a table. */
export const MonthlyStatementSection = () => {
  const { t, i18n } = useTranslation('cashier');
  const service = useMonthlyStatementService();
  const [attempt, setAttempt] = useState(0);
  const statement$ = useMemo(() => service.statement$(), [service, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  const state = useObservable(statement$, null);
  const language = i18n.language;

  return (
    <section className="statement" aria-labelledby="statement-title">
      <h2 id="statement-title">{t('statement.title')}</h2>
      <p className="statement__explained">{t('statement.explained')}</p>
      {state === null || state.status === 'loading' ? (
        <p className="spinner" role="status">
          {t('statement.loading')}
        </p>
      ) : state.status === 'failed' ? (
        <div role="alert">
          <p>{t('statement.failed')}</p>
          <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
            {t('cashier.retry')}
          </button>
        </div>
      ) : state.value.months.length === 0 ? (
        <p className="cashier__empty">{t('statement.empty')}</p>
      ) : (
        <table className="statement__table" aria-labelledby="statement-title">
          <thead>
            <tr>
              <th scope="col">{t('statement.month')}</th>
              <th scope="col">{t('statement.deposits')}</th>
              <th scope="col">{t('statement.withdrawals')}</th>
              <th scope="col">{t('statement.netPosition')}</th>
            </tr>
          </thead>
          <tbody>
            {state.value.months.map((row) => (
              <tr key={row.month}>
                <th scope="row">{monthName(row.month, language)}</th>
                <td>{formatMoney(row.deposits, language)}</td>
                <td>{formatMoney(row.withdrawals, language)}</td>
                <td className={row.netPosition.minor > 0 ? 'statement__won' : undefined}>{signed(row.netPosition, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
