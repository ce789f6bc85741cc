import type { ReactNode } from 'react';
import type { Exclusion } from '../../domain/safer-gambling';
import { useSession } from '../session/hooks';
import { useDeferredContext } from '../shared/use-deferred-context';
import { useObservable } from '../shared/use-observable';
import { useExclusionService } from './hooks';

/** Where the player stands: on a break (its time-out or self-exclusion), on none, or not known yet. */
export type BreakStanding = { readonly status: 'unknown' } | { readonly status: 'none' } | { readonly status: 'on-break'; readonly exclusion: Exclusion };

const UNKNOWN: BreakStanding = { status: 'unknown' };
const NONE: BreakStanding = { status: 'none' };

const useLoadedStanding = (): BreakStanding => {
  const state = useObservable(useExclusionService().exclusion$, null);
  if (state === null || state.status === 'loading') return UNKNOWN;
  // The platform still refuses what a break forbids: a failed read does not hide the cashier.
  if (state.status === 'failed' || state.value === null) return NONE;
  return { status: 'on-break', exclusion: state.value };
};

/** Renders `children` with the player's break standing, once the safer-gambling context is in (a visitor has none). */
export const WithBreakStanding = ({ children }: { readonly children: (standing: BreakStanding) => ReactNode }) => {
  const session = useSession().status;
  if (session === 'unknown') return children(UNKNOWN);
  return session === 'authenticated' ? <PlayerStanding>{children}</PlayerStanding> : children(NONE);
};

const PlayerStanding = ({ children }: { readonly children: (standing: BreakStanding) => ReactNode }) => {
  const context = useDeferredContext('safer-gambling');
  if (context === 'loaded') return <LoadedStanding>{children}</LoadedStanding>;
  return children(context === 'failed' ? NONE : UNKNOWN);
};

const LoadedStanding = ({ children }: { readonly children: (standing: BreakStanding) => ReactNode }) => <>{children(useLoadedStanding())}</>;

/**
 * PS-02: what a player on a break is not offered (deposits, offers): shown once the site knows there is no
 * break. `keepPlace`, for a control among others (the header's Deposit): while the standing is not known
 * its place is kept, invisible and out of reach, so that what sits beside it does not move when it comes.
 */
export const OffDuringBreak = ({ children, keepPlace = false }: { readonly children: ReactNode; readonly keepPlace?: boolean }) => (
  <WithBreakStanding>
    {(standing) =>
      standing.status === 'none' ? (
        children
      ) : standing.status === 'unknown' && keepPlace ? (
        <span className="held-place" inert aria-hidden="true">
          {children}
        </span>
      ) : null
    }
  </WithBreakStanding>
);
