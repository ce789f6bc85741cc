import { useState } from 'react';
import { lazyPart } from '../shared/lazy-part';
import { useSession } from '../session/hooks';
import { loadEnglishPageMessages } from './i18n';

const guard = lazyPart(
  () => Promise.all([import('../safer-gambling/PlayerSessionGuard'), loadEnglishPageMessages()]).then(([module]) => module.PlayerSessionGuard),
  () => null,
);

/** Safer gambling's watch over a player's session (SG-07, SG-13, SG-16), loaded at the first login and kept to say goodbye. */
export const PlayerSessionWatch = () => {
  const loggedIn = useSession().status === 'authenticated';
  const [watching, setWatching] = useState(false);
  if (loggedIn && !watching) setWatching(true);
  return watching ? <guard.Part /> : null;
};
