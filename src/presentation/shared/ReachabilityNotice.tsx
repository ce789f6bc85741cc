import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { map, timer, type SchedulerLike } from 'rxjs';
import type { PlatformReachability, Reachability } from '../../application/shared/platform-reachability';
import { SharedTokens } from '../../application/shared/tokens';
import { useService } from './container';
import { useObservable } from './use-observable';

/** Whole seconds until `retryAt`, counted down once a second on the site's scheduler. */
const useSecondsUntil = (retryAt: number): number => {
  const scheduler = useService<SchedulerLike>(SharedTokens.Scheduler);
  const secondsLeft = () => Math.max(0, Math.ceil((retryAt - scheduler.now()) / 1_000));
  const seconds$ = useMemo(() => timer(0, 1_000, scheduler).pipe(map(secondsLeft)), [retryAt, scheduler]); // eslint-disable-line react-hooks/exhaustive-deps
  return useObservable(seconds$, secondsLeft());
};

const RetryCountdown = ({ retryAt, onRetry }: { readonly retryAt: number; readonly onRetry: () => void }) => {
  const { t } = useTranslation('app');
  const seconds = useSecondsUntil(retryAt);
  return (
    <>
      <span>
        {t('reachability.unreachable')}{' '}
        {/* The count changes every second: said once, not announced at each tick. */}
        <span aria-live="off">{t('reachability.retryingIn', { count: seconds })}</span>
      </span>
      <button type="button" className="button notice__action" onClick={onRetry}>
        {t('reachability.retryNow')}
      </button>
    </>
  );
};

/**
 * EDGE-04: one calm notice while the platform cannot be reached, in the notice area at the foot of
 * the screen: offline, or unreachable with the seconds to the next try and a button to try now.
 * Loaded only when the platform is first missed.
 */
export const ReachabilityNotice = ({ state }: { readonly state: Exclude<Reachability, { status: 'reachable' }> }) => {
  const { t } = useTranslation('app');
  const reachability = useService<PlatformReachability>(SharedTokens.Reachability);
  return (
    <div className="notice notice--info notice--reachability" role="status" data-testid="reachability-notice">
      {state.status === 'offline' ? <span>{t('reachability.offline')}</span> : <RetryCountdown retryAt={state.retryAt} onRetry={() => reachability.retryNow()} />}
    </div>
  );
};
