import { ContainerModule } from 'inversify';
import { TwoFactorService } from '../../application/twofactor/two-factor-service';
import { TwoFactorTokens } from '../../application/twofactor/tokens';
import type { EnrolmentUriStore, ReminderSnoozeStore, TwoFactorGateway } from '../../domain/twofactor';
import type { SchedulerLike } from 'rxjs';
import { SharedTokens } from '../../application/shared/tokens';
import type { AdapterFactory } from '../shared/adapter-factory';

/**
 * A deferred context (application/shared/deferred-contexts.ts): its gateway and its two browser stores
 * load together, with the first page or effect that needs two-factor, so none of it is in the first script.
 */
export interface TwoFactorAdapters {
  readonly gateway: AdapterFactory<TwoFactorGateway>;
  readonly enrolmentUris: AdapterFactory<EnrolmentUriStore>;
  /** `now`: the site's time (a test's virtual time), which the in-memory store snoozes by. */
  readonly reminderSnoozes: (now: () => number) => ReminderSnoozeStore;
}

export const twoFactorModule = (adapters: TwoFactorAdapters) =>
  new ContainerModule(({ bind }) => {
    bind<TwoFactorGateway>(TwoFactorTokens.TwoFactorGateway).toDynamicValue(adapters.gateway).inSingletonScope();
    bind<EnrolmentUriStore>(TwoFactorTokens.EnrolmentUriStore).toDynamicValue(adapters.enrolmentUris).inSingletonScope();
    bind<ReminderSnoozeStore>(TwoFactorTokens.ReminderSnoozeStore)
      .toResolvedValue((scheduler: SchedulerLike) => adapters.reminderSnoozes(() => scheduler.now()), [SharedTokens.Scheduler])
      .inSingletonScope();
    bind(TwoFactorTokens.TwoFactorService).to(TwoFactorService).inSingletonScope();
  });
