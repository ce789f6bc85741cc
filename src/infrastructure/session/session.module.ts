import { ContainerModule } from 'inversify';
import { LastPageService } from '../../application/session/last-page-service';
import { LogoutService } from '../../application/session/logout-service';
import { PlayerPolling } from '../../application/session/player-polling';
import { SessionRejections } from '../../application/session/session-rejections';
import { SessionService } from '../../application/session/session-service';
import { SessionTokens } from '../../application/session/tokens';
import type { LastPageStore, LogoutGateway, ProfileGateway, SessionStore } from '../../domain/session';
import type { AdapterFactory } from '../shared/adapter-factory';

/** The platform's side of the session: one adapter per port. */
export interface SessionGateways {
  readonly logout: AdapterFactory<LogoutGateway>;
  readonly profile: AdapterFactory<ProfileGateway>;
}

/** The browser's side of the session. */
export interface SessionStores {
  readonly sessionStore: AdapterFactory<SessionStore>;
  readonly lastPageStore: AdapterFactory<LastPageStore>;
}

export const sessionModule = (gateways: SessionGateways, stores: SessionStores) =>
  new ContainerModule(({ bind }) => {
    bind<LogoutGateway>(SessionTokens.LogoutGateway).toDynamicValue(gateways.logout).inSingletonScope();
    bind<ProfileGateway>(SessionTokens.ProfileGateway).toDynamicValue(gateways.profile).inSingletonScope();
    bind<SessionStore>(SessionTokens.SessionStore).toDynamicValue(stores.sessionStore).inSingletonScope();
    bind<LastPageStore>(SessionTokens.LastPageStore).toDynamicValue(stores.lastPageStore).inSingletonScope();
    bind(SessionTokens.SessionRejections).to(SessionRejections).inSingletonScope();
    bind(SessionTokens.SessionService).to(SessionService).inSingletonScope();
    bind(SessionTokens.PlayerPolling).to(PlayerPolling).inSingletonScope();
    bind(SessionTokens.LogoutService).to(LogoutService).inSingletonScope();
    bind(SessionTokens.LastPageService).to(LastPageService).inSingletonScope();
  });
