import { ContainerModule } from 'inversify';
import { JoinService } from '../../application/join/join-service';
import { JoinTokens } from '../../application/join/tokens';
import { WelcomeService } from '../../application/join/welcome-service';
import type { RegistrationGateway } from '../../domain/join';
import type { AdapterFactory } from '../shared/adapter-factory';

export interface JoinAdapters {
  readonly registration: AdapterFactory<RegistrationGateway>;
}

/** Joining (a deferred context): its gateway, its service and the new player's welcome. The referral it attaches is the referral context's (loaded first). */
export const joinModule = (adapters: JoinAdapters) =>
  new ContainerModule(({ bind }) => {
    bind<RegistrationGateway>(JoinTokens.RegistrationGateway).toDynamicValue(adapters.registration).inSingletonScope();
    bind(JoinTokens.JoinService).to(JoinService).inSingletonScope();
    bind(JoinTokens.WelcomeService).to(WelcomeService).inSingletonScope();
  });
