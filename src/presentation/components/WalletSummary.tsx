import { useTranslation } from 'react-i18next';
import { balanceDisplayItems, showWalletHeading } from '../../domain/wallet/display';
import { useWalletService } from '../hooks/services';
import { useIsDesktop } from '../hooks/use-media-query';
import { useObservable } from '../hooks/use-observable';
import { useFormatMoney } from './use-money';

/** WAL-04 to WAL-07: the wallet rows of the account menu. */
export const WalletSummary = ({ forceHeading = false }: { readonly forceHeading?: boolean }) => {
  const { t } = useTranslation();
  const wallet = useWalletService();
  const state = useObservable(wallet.balances$, null);
  const isDesktop = useIsDesktop();
  const format = useFormatMoney();
  const entries = state?.value ?? null;

  if (entries === null) {
    return (
      <p className="wallet__status" role="status">
        {state?.error ? t('wallet.unavailable') : t('wallet.loading')}
      </p>
    );
  }
  const items = balanceDisplayItems(entries);
  const showHeading = showWalletHeading({ isDesktop, amountKnown: true, forced: forceHeading });
  return (
    <div className="wallet" aria-busy={state?.status === 'loading'}>
      <dl className="wallet__rows">
        {items.map((item) => (
          <div key={item.balanceType} className={`wallet__row wallet__row--${item.type}`} data-balance-type={item.balanceType}>
            {item.type === 'balance' && !showHeading ? null : (
              <dt title={item.type === 'balance' ? (item.tooltip ? t(item.tooltip) : undefined) : item.tooltips.map((key) => t(key)).join(' ')}>
                {t(item.heading)}
              </dt>
            )}
            <dd className="wallet__amount" aria-label={item.type === 'balance' && !showHeading ? t(item.heading) : undefined}>
              {format(item.amount)}
            </dd>
          </div>
        ))}
      </dl>
      {state?.status === 'stale' ? (
        <p className="wallet__stale" role="status">
          {t('wallet.stale')}
        </p>
      ) : null}
    </div>
  );
};
