import { Suspense, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfaOperation } from '../../domain/verification';
import { RequireContext } from '../shared/RequireContext';
import { useObservable } from '../shared/use-observable';
import { BlockedCountdown } from './BlockedCountdown';
import { useBlockedOperationService } from './hooks';

/** The legacy frame says nothing when it refuses a withdrawal, so the page asks again this often. */
export const BLOCK_POLL_MS = 30_000;

/** BLK-01 on the withdraw pages: while `withdraw` is BLOCKED, why and for how long; it goes away by itself. */
export const WithdrawBlockedBanner = () => (
  <Suspense fallback={null}>
    <RequireContext context="verification">
      <OperationBlockedBanner operation="withdraw" messageKey="blocked.withdraw" />
    </RequireContext>
  </Suspense>
);

const OperationBlockedBanner = ({ operation, messageKey }: { readonly operation: MfaOperation; readonly messageKey: string }) => {
  const { t } = useTranslation('verification');
  const blocks = useBlockedOperationService();
  const block = useObservable(blocks.block$(operation), blocks.current(operation));
  const refresh = useCallback(() => void blocks.refresh(operation), [blocks, operation]);

  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, BLOCK_POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  if (block.kind !== 'KNOWN' || block.status.status !== 'BLOCKED') return null;
  return (
    <aside className="banner banner--info" aria-label={t(messageKey)} data-blocked-operation={operation}>
      <span>{t(messageKey)}</span> <span>{t('blocked.tryAgainIn')}</span>{' '}
      <BlockedCountdown status={block.status} onEnd={refresh} />
    </aside>
  );
};
