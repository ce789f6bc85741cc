import { useEffect } from 'react';
import type { EmbeddedAppSession, EmbeddedAppState } from '../../application/embedded/embedded-app-session';
import { EmbeddedTokens } from '../../application/embedded/tokens';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

/** This frame's session (one per frame), closed when the frame goes. */
export const useEmbeddedAppSession = (): { readonly session: EmbeddedAppSession; readonly state: EmbeddedAppState } => {
  const session = useService<EmbeddedAppSession>(EmbeddedTokens.EmbeddedAppSession);
  const state = useObservable(session.state$, session.current());
  useEffect(() => () => session.close(), [session]);
  return { session, state };
};
