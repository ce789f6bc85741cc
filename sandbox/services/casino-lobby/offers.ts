import { catalogue } from '../content/index.ts';

const offerCount = 30;

let memo: readonly number[] | null = null;

/**
 * GAME-04: the games with a free-games offer, a fixed set: Starburst (so the demo shows the badge
 * on a game everyone finds) and slots spread evenly through the catalogue.
 */
export function offerGameIds(): readonly number[] {
  if (memo === null) {
    const slots = catalogue().games.filter((game) => game.category === 'slots');
    const step = Math.floor(slots.length / (offerCount - 1));
    const starburst = slots.find((game) => game.slug === 'starburst');
    const spread = Array.from({ length: offerCount - 1 }, (_, index) => slots[index * step + 7]?.id).filter((id): id is number => id !== undefined);
    memo = [...new Set([...(starburst === undefined ? [] : [starburst.id]), ...spread])];
  }
  return memo;
}
