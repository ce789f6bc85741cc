import { inMemory } from '../shared/in-memory';
import { InMemoryNotificationsGateway } from './in-memory-notifications-gateway';
import { InMemoryWalletGateway } from './in-memory-wallet-gateway';
import type { WalletGateways } from './wallet.module';

export const walletInMemory: WalletGateways = { wallet: inMemory(InMemoryWalletGateway), notifications: inMemory(InMemoryNotificationsGateway) };
