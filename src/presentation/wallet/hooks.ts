import type { AccountMenuService, AccountMenuView } from '../../application/wallet/account-menu-service';
import { WalletTokens } from '../../application/wallet/tokens';
import { useService } from '../shared/container';
import { useObservable } from '../shared/use-observable';

export const useAccountMenu = (): AccountMenuView | null => {
  const service = useService<AccountMenuService>(WalletTokens.AccountMenuService);
  return useObservable(service.menu$, null);
};
