import { ContainerModule } from 'inversify';
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { ConfigTokens } from '../../application/config/tokens';
import { BreakSignal } from '../../application/shared/break-signal';
import { NoticeService } from '../../application/shared/notices';
import { PlatformReachability } from '../../application/shared/platform-reachability';
import { SharedTokens } from '../../application/shared/tokens';
import { VisibilityService } from '../../application/shared/visibility';
import type { SiteConfig } from '../../domain/config';
import type { Clock, Logger, NetworkStatus, PageVisibility } from '../../domain/shared/ports';
import type { AdapterFactory, Transport } from './adapter-factory';

export interface SharedAdapters {
  readonly clock: AdapterFactory<Clock>;
  readonly pageVisibility: AdapterFactory<PageVisibility>;
  readonly logger: AdapterFactory<Logger>;
  readonly networkStatus: AdapterFactory<NetworkStatus>;
}

/** What every context uses: configuration, time, visibility, notices, the player's break, and the way to the platform. */
export const sharedModule = (config: SiteConfig, transport: Transport, adapters: SharedAdapters, scheduler: SchedulerLike = asyncScheduler) =>
  new ContainerModule(({ bind }) => {
    bind(ConfigTokens.SiteConfig).toConstantValue(config);
    bind(SharedTokens.Scheduler).toConstantValue(scheduler);
    bind<Clock>(SharedTokens.Clock).toDynamicValue(adapters.clock).inSingletonScope();
    bind<PageVisibility>(SharedTokens.PageVisibility).toDynamicValue(adapters.pageVisibility).inSingletonScope();
    bind<Logger>(SharedTokens.Logger).toDynamicValue(adapters.logger).inSingletonScope();
    bind(SharedTokens.Notices).to(NoticeService).inSingletonScope();
    bind(SharedTokens.Visibility).to(VisibilityService).inSingletonScope();
    bind(SharedTokens.BreakSignal).to(BreakSignal).inSingletonScope();
    bind<NetworkStatus>(SharedTokens.NetworkStatus).toDynamicValue(adapters.networkStatus).inSingletonScope();
    bind(SharedTokens.Reachability).to(PlatformReachability).inSingletonScope();
    transport(bind);
  });
