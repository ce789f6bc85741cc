import { overHttp } from '../shared/over-http';
import { HttpNotificationsGateway } from './http-notifications-gateway';
import { HttpWalletGateway } from './http-wallet-gateway';
import type { WalletGateways } from './wallet.module';

export const walletOverHttp: WalletGateways = { wallet: overHttp(HttpWalletGateway), notifications: overHttp(HttpNotificationsGateway) };
