import { useMemo } from 'react';
import type { LoadState } from '../../application/shared/load-state';
import type { JoinService } from '../../application/join/join-service';
import { JoinTokens } from '../../application/join/tokens';
import type { WelcomeService, WelcomeView } from '../../application/join/welcome-service';
import type { RegistrationOptions } from '../../domain/join';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

export const useJoinService = () => useService<JoinService>(JoinTokens.JoinService);

const LOADING: LoadState<RegistrationOptions> = { status: 'loading' };

/** The form's options, asked again for each `attempt` (a retry). */
export const useRegistrationOptions = (attempt: number): LoadState<RegistrationOptions> => {
  const service = useJoinService();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt is a new request
  const options$ = useMemo(() => service.options$(), [service, attempt]);
  return useObservable(options$, LOADING);
};

const WELCOME_LOADING: WelcomeView = { status: 'loading' };

/** JRN-05: the new player's welcome and where it leads. */
export const useWelcome = (): WelcomeView => useObservable(useService<WelcomeService>(JoinTokens.WelcomeService).view$, WELCOME_LOADING);
