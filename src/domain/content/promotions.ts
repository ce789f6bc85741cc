import type { PromotionItem } from './content';

export type PromotionCallToAction = 'join' | 'deposit' | 'play';

const DEPOSIT_PATH = '/account/cashier/deposit';

/** CNT-04: a visitor is asked to join; a player is led to the deposit the offer needs, or to its game. */
export const promotionCallToAction = (promotion: PromotionItem, loggedIn: boolean): { readonly kind: PromotionCallToAction; readonly href: string } => {
  if (!loggedIn) return { kind: 'join', href: '/join' };
  const { action } = promotion;
  if (action.kind === 'deposit') return { kind: 'deposit', href: DEPOSIT_PATH };
  return { kind: 'play', href: `/casino/${action.game.category}/${action.game.subCategory}/${action.game.page}` };
};
