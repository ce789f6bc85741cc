import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { map, timer, type SchedulerLike } from 'rxjs';
import type { PlatformReachability } from '../../application/shared/platform-reachability';
import { REACHABLE, watchReachability } from '../../application/shared/reachability-watch';
import { SharedTokens } from '../../application/shared/tokens';
import type { NetworkStatus } from '../../domain/shared/ports';
import { useService } from './container';
import { useObservable } from './use-observable';

/** Whole seconds until `retryAt`, counted down once a second on the site's scheduler. */
const useSecondsUntil = (retryAt: number, scheduler: SchedulerLike): number => {
  const secondsLeft = () => Math.max(0, Math.ceil((retryAt - scheduler.now()) / 1_000));
  const seconds$ = useMemo(() => timer(0, 1_000, scheduler).pipe(map(secondsLeft)), [retryAt, scheduler]); // eslint-disable-line react-hooks/exhaustive-deps
  return useObservable(seconds$, secondsLeft());
};

const RetryCountdown = ({ retryAt, scheduler, onRetry }: { readonly retryAt: number; readonly scheduler: SchedulerLike; readonly onRetry: () => void }) => {
  const { t } = useTranslation('app');
  const seconds = useSecondsUntil(retryAt, scheduler);
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
 * EDGE-04: runs the back-off while the site is open and shows one calm notice while the platform
 * cannot be reached, in the notice area at the foot of the screen: offline, or unreachable with the
 * seconds to the next try and a button to try now. A chunk loaded after the first paint.
 */
export const ReachabilityNotice = () => {
  const { t } = useTranslation('app');
  const reachability = useService<PlatformReachability>(SharedTokens.Reachability);
  const network = useService<NetworkStatus>(SharedTokens.NetworkStatus);
  const scheduler = useService<SchedulerLike>(SharedTokens.Scheduler);
  const watch = useMemo(() => watchReachability(reachability, network, scheduler), [reachability, network, scheduler]);
  const state = useObservable(watch.state$, REACHABLE);
  if (state.status === 'reachable') return null;
  return (
    <div className="notice notice--info notice--reachability" role="status" data-testid="reachability-notice">
      {state.status === 'offline' ? <span>{t('reachability.offline')}</span> : <RetryCountdown retryAt={state.retryAt} scheduler={scheduler} onRetry={watch.retryNow} />}
    </div>
  );
};
