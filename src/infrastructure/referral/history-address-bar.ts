import type { AddressBar } from '../../domain/referral';

/** The address bar, changed without a new history entry; the router's own state is kept. */
export class HistoryAddressBar implements AddressBar {
  replace(pathAndQuery: string): void {
    const { hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathAndQuery}${hash}`);
  }
}
