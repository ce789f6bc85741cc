import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '../../domain/cashier';
import { useBusy } from '../shared/use-busy';
import { PendingWithdrawalBanner } from '../wallet/PendingWithdrawalBanner';
import { usePendingWithdrawals, usePendingWithdrawalsService } from './hooks';
import { WithdrawNav } from './WithdrawNav';
import './cashier.css';

/** Where the player is in cancelling: choosing, asked to confirm one, or told how the last one went. */
type CancelStep =
  | { readonly step: 'choosing' }
  | { readonly step: 'confirming'; readonly withdrawal: Withdrawal }
  | { readonly step: 'told'; readonly tone: 'status' | 'alert'; readonly message: string };

/** CASH-05: `/account/cashier/withdraw/manage-pending`, the pending withdrawals and cancelling one. */
export const ManagePendingPage = () => {
  const { t, i18n } = useTranslation('cashier');
  const state = usePendingWithdrawals();
  const service = usePendingWithdrawalsService();
  const [busy, whileBusy] = useBusy();
  const [cancel, setCancel] = useState<CancelStep>({ step: 'choosing' });
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const confirm = async (withdrawal: Withdrawal) => {
    const result = await whileBusy(() => service.cancel(withdrawal.id));
    setCancel(
      result._tag === 'Right'
        ? { step: 'told', tone: 'status', message: t('pendingWithdrawals.cancelled', { amount: withdrawal.formattedAmount }) }
        : { step: 'told', tone: 'alert', message: t(`pendingWithdrawals.${result.left.code}`) },
    );
  };

  return (
    <section className="page cashier" aria-labelledby="pending-title">
      <h1 id="pending-title">{t('pendingWithdrawals.title')}</h1>
      <WithdrawNav />
      <PendingWithdrawalBanner />
      {cancel.step === 'told' ? (
        <p className={cancel.tone === 'alert' ? 'form__error' : 'banner banner--info'} role={cancel.tone}>
          {cancel.message}
        </p>
      ) : null}
      {state === null || state.status === 'loading' ? (
        <p className="spinner" role="status">
          {t('pendingWithdrawals.loading')}
        </p>
      ) : state.status === 'failed' ? (
        <div role="alert">
          <p>{t('pendingWithdrawals.failed')}</p>
          <button type="button" className="button" onClick={() => service.reload()}>
            {t('cashier.retry')}
          </button>
        </div>
      ) : state.value.length === 0 ? (
        <p className="cashier__empty">{t('pendingWithdrawals.empty')}</p>
      ) : (
        <ul className="cashier-list" aria-labelledby="pending-title">
          {state.value.map((withdrawal) => (
            <li key={withdrawal.id} className="cashier-list__item card">
              <div className="cashier-list__main">
                <strong className="cashier-list__amount">{withdrawal.formattedAmount}</strong>
                <span className="cashier-list__meta">
                  {t('pendingWithdrawals.requested', { date: dates.format(new Date(withdrawal.createdAt)) })} · {withdrawal.method}
                </span>
              </div>
              {cancel.step === 'confirming' && cancel.withdrawal.id === withdrawal.id ? (
                <div className="cashier-list__confirm" role="group" aria-label={t('pendingWithdrawals.cancel')}>
                  <p>{t('pendingWithdrawals.confirm', { amount: withdrawal.formattedAmount })}</p>
                  <button type="button" className="button button--primary" disabled={busy} onClick={() => void confirm(withdrawal)}>
                    {t('pendingWithdrawals.confirmYes')}
                  </button>{' '}
                  <button type="button" className="button button--ghost" disabled={busy} onClick={() => setCancel({ step: 'choosing' })}>
                    {t('pendingWithdrawals.confirmNo')}
                  </button>
                </div>
              ) : withdrawal.reversible ? (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`${t('pendingWithdrawals.cancel')} ${withdrawal.formattedAmount}`}
                  onClick={() => setCancel({ step: 'confirming', withdrawal })}
                >
                  {t('pendingWithdrawals.cancel')}
                </button>
              ) : (
                <span className="cashier-list__meta">{t('pendingWithdrawals.notCancellable')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
