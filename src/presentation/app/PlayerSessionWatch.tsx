import { useRef } from 'react';
import { lazyPart } from '../shared/lazy-part';
import { useSession } from '../session/hooks';

const guard = lazyPart(() => import('../safer-gambling/PlayerSessionGuard').then((module) => module.PlayerSessionGuard), () => null);

/** Safer gambling's watch over a player's session (SG-07, SG-13, SG-16), loaded at the first login and kept to say goodbye. */
export const PlayerSessionWatch = () => {
  const authenticated = useSession().status === 'authenticated';
  const seen = useRef(false);
  if (authenticated) seen.current = true;
  return seen.current ? <guard.Part /> : null;
};
