import { ContainerModule } from 'inversify';
import { AccountMenuService } from '../../application/wallet/account-menu-service';
import { NotificationService } from '../../application/wallet/notification-service';
import { WalletTokens } from '../../application/wallet/tokens';
import { WalletService } from '../../application/wallet/wallet-service';
import type { NotificationsGateway, WalletGateway } from '../../domain/wallet';
import type { AdapterFactory } from '../shared/adapter-factory';

export interface WalletGateways {
  readonly wallet: AdapterFactory<WalletGateway>;
  readonly notifications: AdapterFactory<NotificationsGateway>;
}

export const walletModule = (gateways: WalletGateways) =>
  new ContainerModule(({ bind }) => {
    bind<WalletGateway>(WalletTokens.WalletGateway).toDynamicValue(gateways.wallet).inSingletonScope();
    bind<NotificationsGateway>(WalletTokens.NotificationsGateway).toDynamicValue(gateways.notifications).inSingletonScope();
    bind(WalletTokens.WalletService).to(WalletService).inSingletonScope();
    bind(WalletTokens.NotificationService).to(NotificationService).inSingletonScope();
    bind(WalletTokens.AccountMenuService).to(AccountMenuService).inSingletonScope();
  });
