import type { AddressBar } from '../../domain/referral';

/** The address bar in a test: what the site left in it. */
export class MemoryAddressBar implements AddressBar {
  shown: string | null = null;

  replace(pathAndQuery: string): void {
    this.shown = pathAndQuery;
  }
}
