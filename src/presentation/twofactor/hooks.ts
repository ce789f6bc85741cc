import { hasAnswered } from '../../application/shared/poll';
import type { TwoFactorService } from '../../application/twofactor/two-factor-service';
import { TwoFactorTokens } from '../../application/twofactor/tokens';
import type { TwoFactorStatus } from '../../domain/twofactor';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

export const useTwoFactorService = () => useService<TwoFactorService>(TwoFactorTokens.TwoFactorService);

/** MFA-06: the polled status, null while unknown. */
export const useTwoFactorStatus = (): TwoFactorStatus | null => useObservable(useTwoFactorService().status$, null);

/** Whether the platform has answered the status's first call (a failure answers too). */
export const useTwoFactorStatusAnswered = (): boolean => hasAnswered(useObservable(useTwoFactorService().state$, null));
