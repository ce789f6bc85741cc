import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { filterFromSearch, filterToSearch, isTransactionKind, pageCountOf, TRANSACTION_KINDS, type HistoryFilter } from '../../domain/cashier';
import { useHistoryPage, useTransactionHistoryService } from './hooks';
import { MonthlyStatementSection } from './MonthlyStatementSection';
import { cameIn, signedAmount, transactionWords } from './transaction-words';
import './cashier.css';

/** CSH-06: each status with a mark of its own shape beside its word, so that it is never told by colour alone. */
const STATUS_MARKS: Readonly<Record<string, string>> = { pending: '◷', approved: '✓', rejected: '✕', cancelled: '⊘' };

/**
 * `/account/history` (beyond the spec): the player's transactions, newest first, filtered by kind and
 * date range (kept in the address, so a reload or a shared link shows the same), a page at a time,
 * and exportable as CSV; below it, the statement by month (SG-11).
 */
export const TransactionHistoryPage = () => {
  const { t, i18n } = useTranslation('cashier');
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const [attempt, setAttempt] = useState(0);
  const state = useHistoryPage(filter, attempt);
  const csvUrl = useTransactionHistoryService().csvUrl(filter);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const ids = { kind: useId(), from: useId(), to: useId() };

  const show = (next: HistoryFilter) => setSearch(filterToSearch(next));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = (name: string) => {
      const element = event.currentTarget.elements.namedItem(name);
      return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : '';
    };
    const kind = field('kind');
    const chosen = filterFromSearch(new URLSearchParams({ from: field('from'), to: field('to') }));
    show({ kinds: isTransactionKind(kind) ? [kind] : [], from: chosen.from, to: chosen.to, page: 1 });
  };
  const filtered = filter.kinds.length > 0 || filter.from !== null || filter.to !== null;

  return (
    <section className="page cashier" aria-labelledby="history-title">
      <h1 id="history-title">{t('transactionHistory.title')}</h1>
      {/* The key resets the fields to the address's filter when it changes (back, forward, clear). */}
      <form key={filterToSearch({ ...filter, page: 1 })} className="history-filters" aria-label={t('transactionHistory.filters')} onSubmit={apply}>
        <div className="form__field">
          <label htmlFor={ids.kind}>{t('transactionHistory.kind')}</label>
          <select id={ids.kind} name="kind" defaultValue={filter.kinds.length === 1 ? filter.kinds[0] : ''}>
            <option value="">{t('transactionHistory.allKinds')}</option>
            {TRANSACTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`transactionHistory.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form__field">
          <label htmlFor={ids.from}>{t('transactionHistory.from')}</label>
          <input id={ids.from} name="from" type="date" defaultValue={filter.from ?? ''} />
        </div>
        <div className="form__field">
          <label htmlFor={ids.to}>{t('transactionHistory.to')}</label>
          <input id={ids.to} name="to" type="date" defaultValue={filter.to ?? ''} />
        </div>
        <button type="submit" className="button button--primary">
          {t('transactionHistory.apply')}
        </button>
      </form>
      <div className="history-actions">
        {filtered ? <Link to="/account/history">{t('transactionHistory.clear')}</Link> : null}
        {csvUrl !== null ? (
          <a className="button button--secondary" href={csvUrl} download>
            {t('transactionHistory.export')}
          </a>
        ) : null}
      </div>
      {state === null || state.status === 'loading' ? (
        <p className="spinner" role="status">
          {t('transactionHistory.loading')}
        </p>
      ) : state.status === 'failed' ? (
        <div role="alert">
          <p>{t('transactionHistory.failed')}</p>
          <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
            {t('cashier.retry')}
          </button>
        </div>
      ) : state.value.items.length === 0 ? (
        <p className="cashier__empty">{t('transactionHistory.empty')}</p>
      ) : (
        <>
          <ul className="cashier-list" aria-labelledby="history-title">
            {state.value.items.map((line) => {
              const words = transactionWords(line, t);
              const statusClass = line.status !== null && 'known' in line.status ? line.status.known : 'other';
              return (
                <li key={line.id} className="cashier-list__item card">
                  <div className="cashier-list__main">
                    <span className="cashier-list__title">
                      <strong>{words.title}</strong>
                      {words.status === null ? null : (
                        <>
                          <span className="visually-hidden"> · </span>
                          <span className={`history-status history-status--${statusClass}`}>
                            <span aria-hidden="true">{STATUS_MARKS[statusClass] ?? '•'}</span> {words.status}
                          </span>
                        </>
                      )}
                    </span>
                    <span className="cashier-list__meta">
                      <time dateTime={line.createdAt}>{dates.format(new Date(line.createdAt))}</time>
                      {words.detail === null ? null : ` · ${words.detail}`}
                    </span>
                  </div>
                  <span className="visually-hidden"> · </span>
                  <span className={`cashier-list__amount${line.amount.minor > 0 && cameIn(line) ? ' cashier-list__amount--credit' : ''}`}>
                    {signedAmount(line, i18n.language)}
                  </span>
                </li>
              );
            })}
          </ul>
          <HistoryPages filter={filter} count={pageCountOf(state.value)} />
        </>
      )}
      <MonthlyStatementSection />
    </section>
  );
};

const HistoryPages = ({ filter, count }: { readonly filter: HistoryFilter; readonly count: number }) => {
  const { t } = useTranslation('cashier');
  if (count <= 1) return null;
  const to = (page: number) => `/account/history${filterToSearch({ ...filter, page })}`;
  return (
    <nav className="history-pages" aria-label={t('transactionHistory.pages')}>
      {filter.page > 1 ? <Link to={to(filter.page - 1)}>{t('transactionHistory.previous')}</Link> : null}
      <span aria-current="page">{t('transactionHistory.pageOf', { page: Math.min(filter.page, count), count })}</span>
      {filter.page < count ? <Link to={to(filter.page + 1)}>{t('transactionHistory.next')}</Link> : null}
    </nav>
  );
};
