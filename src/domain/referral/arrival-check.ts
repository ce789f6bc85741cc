import type { ArrivalAddress } from './arrival';

/**
 * Whether an address may carry a referral (REF-01's token keys, `affid`, `extcmpid`, or REF-06's
 * `/welcome/…`): only this check is in the site's first script, the reading itself is deferred.
 */
export const mayCarryReferral = ({ pathname, search }: ArrivalAddress): boolean =>
  pathname.startsWith('/welcome/') || /[?&](myafftoken|referral|ref|affid|extcmpid)(=|&|$)/.test(search);
