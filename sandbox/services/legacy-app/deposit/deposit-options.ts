import { field, textField, type PlatformClient } from '../platform-client.ts';
import type { Player } from '../player-session.ts';

/** The deposit pages, one per method group the platform offers (CSH-01). */
export type DepositMethodPage = 'card' | 'bank' | 'ewallet';
export const depositMethodPages: readonly DepositMethodPage[] = ['card', 'bank', 'ewallet'];
export const depositPaths: Record<DepositMethodPage, string> = { card: '/cashier/deposit', bank: '/cashier/deposit/bank', ewallet: '/cashier/deposit/ewallet' };
/** The platform's method group of each page. */
export const groupCodes: Record<DepositMethodPage, string> = { card: 'CARD', bank: 'CBT', ewallet: 'EWL' };

export interface OfferedMethod {
  page: DepositMethodPage;
  /** Minor units of the player's currency. */
  min: number;
  max: number;
}

export interface RememberedCard {
  id: string;
  brand: string;
  last4: string;
  expiry: string;
}

const paths = {
  methods: (session: string, type: 'D' | 'W') => `/services/payment/v1/profiles/${session}/payment-methods?paymentType=${type}`,
  savedCards: (session: string) => `/services/payment/v1/profiles/${session}/saved-cards`,
};

const isLimit = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A method group the platform offers the player, with its limits (minor units of the player's currency). */
export interface GroupLimits {
  code: string;
  min: number;
  max: number;
}

/** The deposit (D) or withdrawal (W) method groups offered to the player with sound limits, in the platform's order; anything else answered is left out. */
export async function offeredGroups(platform: PlatformClient, player: Player, type: 'D' | 'W'): Promise<GroupLimits[]> {
  const answer = await platform.get(paths.methods(player.session, type));
  if (answer.status !== 200 || !Array.isArray(answer.body)) return [];
  const offered: GroupLimits[] = [];
  for (const group of answer.body) {
    const code = textField(group, 'code');
    const limits = field(group, 'limits');
    const min = field(limits, 'min');
    const max = field(limits, 'max');
    if (code !== undefined && isLimit(min) && isLimit(max) && min <= max && !offered.some((known) => known.code === code)) offered.push({ code, min, max });
  }
  return offered;
}

/** The deposit methods offered to the player with their limits, in the platform's order. */
export async function offeredMethods(platform: PlatformClient, player: Player): Promise<OfferedMethod[]> {
  const offered: OfferedMethod[] = [];
  for (const group of await offeredGroups(platform, player, 'D')) {
    const page = depositMethodPages.find((candidate) => groupCodes[candidate] === group.code);
    if (page !== undefined) offered.push({ page, min: group.min, max: group.max });
  }
  return offered;
}

/** The player's remembered cards (CSH-04): brand, last four digits and expiry; anything else answered is left out. */
export async function rememberedCards(platform: PlatformClient, player: Player): Promise<RememberedCard[]> {
  const answer = await platform.get(paths.savedCards(player.session));
  if (answer.status !== 200 || !Array.isArray(answer.body)) return [];
  return answer.body
    .map((card) => ({ id: textField(card, 'id') ?? '', brand: textField(card, 'brand') ?? '', last4: textField(card, 'last4') ?? '', expiry: textField(card, 'expiry') ?? '' }))
    .filter((card) => /^[A-Za-z0-9_-]{1,64}$/.test(card.id) && /^[A-Z]{1,20}$/.test(card.brand) && /^\d{4}$/.test(card.last4) && /^\d{2}\/\d{2}$/.test(card.expiry));
}

export const forgetCardPath = (session: string, id: string) => `${paths.savedCards(session)}/${encodeURIComponent(id)}`;

/** CSH-03: up to four quick amounts, the method's minimum times 1, 2, 5, 10 (20), within its maximum. */
export const quickAmounts = (method: OfferedMethod): number[] =>
  [1, 2, 5, 10, 20]
    .map((times) => method.min * times)
    .filter((amount) => amount <= method.max)
    .slice(0, 4);
