import { standalone } from '../shared/adapter-factory';
import { overHttp } from '../shared/over-http';
import { CookieReferralCookie } from './cookie-referral-cookie';
import { HistoryAddressBar } from './history-address-bar';
import { HttpReferralGateway } from './http-referral-gateway';
import { LocalStorageReferralStore } from './local-storage-referral-store';
import type { ReferralAdapters } from './referral.module';

export const referralOverHttp: ReferralAdapters = {
  gateway: overHttp(HttpReferralGateway),
  store: standalone(LocalStorageReferralStore),
  cookie: standalone(CookieReferralCookie),
  addressBar: standalone(HistoryAddressBar),
};
