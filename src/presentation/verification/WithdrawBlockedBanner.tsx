import { Suspense, useMemo } from 'react';
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
  const secondsLeft$ = useMemo(() => blocks.secondsLeft$(operation, BLOCK_POLL_MS), [blocks, operation]);
  const seconds = useObservable(secondsLeft$, null);
  if (seconds === null) return null;
  return (
    <aside className="banner banner--info" aria-label={t(messageKey)} data-blocked-operation={operation}>
      <span>{t(messageKey)}</span> <span>{t('blocked.tryAgainIn')}</span> <BlockedCountdown seconds={seconds} />
    </aside>
  );
};
