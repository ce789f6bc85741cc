import { ContainerModule } from 'inversify';
import { AccountMenuService } from '../../application/wallet/account-menu-service';
import { NotificationService } from '../../application/wallet/notification-service';
import { WalletTokens } from '../../application/wallet/tokens';
import { WalletService } from '../../application/wallet/wallet-service';
import type { NotificationsGateway, WalletGateway } from '../../domain/wallet';
import { bindGateway, type Wiring } from '../shared/wiring';
import { HttpNotificationsGateway } from './http-notifications-gateway';
import { HttpWalletGateway } from './http-wallet-gateway';
import { InMemoryNotificationsGateway } from './in-memory-notifications-gateway';
import { InMemoryWalletGateway } from './in-memory-wallet-gateway';

export const walletModule = (wiring: Wiring) =>
  new ContainerModule(({ bind }) => {
    bindGateway<WalletGateway>(bind, WalletTokens.WalletGateway, wiring, { http: HttpWalletGateway, memory: InMemoryWalletGateway });
    bindGateway<NotificationsGateway>(bind, WalletTokens.NotificationsGateway, wiring, { http: HttpNotificationsGateway, memory: InMemoryNotificationsGateway });
    bind(WalletTokens.WalletService).to(WalletService).inSingletonScope();
    bind(WalletTokens.NotificationService).to(NotificationService).inSingletonScope();
    bind(WalletTokens.AccountMenuService).to(AccountMenuService).inSingletonScope();
  });
