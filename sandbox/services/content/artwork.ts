import { seededRandom } from '../../kernel/seeded-random.ts';
import { findProvider, type CatalogueGame } from './catalogue.ts';
import { floorOf, motifs } from './card-art/motifs.ts';
import { paletteFor } from './card-art/palette.ts';
import { providerMark } from './card-art/provider-marks.ts';
import { themeOf } from './card-art/theme.ts';

/** Where the provider's mark sits: at the left of the floor, before the card's jackpot (games.css places it past 14%). */
const markAt = 'translate(34 268)';

/**
 * A game card (400x300, the card's own 4:3 frame, so nothing is cropped): a picture of the game's
 * theme in colours drawn from its id, over a floor with the provider's mark. No text: the card shows
 * the name once, under the art, and the image's alternative text names the game.
 */
export function gameCardSvg(game: CatalogueGame): string {
  const palette = paletteFor(game.id);
  const theme = themeOf(game);
  const provider = findProvider(game.provider)?.colours ?? ['#222222', '#dddddd'];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">',
    // Dark at the top, behind the badges; lit where the subject is.
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.deep}"/><stop offset=".45" stop-color="${palette.sky}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient></defs>`,
    '<rect width="400" height="300" fill="url(#g)"/>',
    `<circle cx="200" cy="158" r="96" fill="${palette.glow}" opacity=".18"/>`,
    floorOf(theme, palette),
    motifs[theme](palette, seededRandom(game.id)),
    `<g transform="${markAt}">${providerMark(game.provider, provider)}</g>`,
    '</svg>',
  ].join('');
}

interface SlideArt {
  readonly from: string;
  readonly to: string;
  readonly accent: string;
}

/** The hero slides' artwork (the slide's title is the content's text, not part of the image). */
export const slideArt: Readonly<Record<string, SlideArt>> = {
  'welcome-offer': { from: '#1b1464', to: '#6a0572', accent: '#f7b733' },
  jackpots: { from: '#3d2b00', to: '#7f5539', accent: '#ffd447' },
  'live-casino': { from: '#3a0ca3', to: '#10002b', accent: '#f72585' },
  'join-now': { from: '#0b3d4f', to: '#052e16', accent: '#5ce1e6' },
};

/** A slide (1200x400): a gradient with a few rings, deterministic per name. */
export function slideSvg(name: string): string | undefined {
  const art = slideArt[name];
  if (art === undefined) return undefined;
  const rings = [0, 1, 2, 3]
    .map((index) => {
      const cx = 700 + index * 140 + (name.length * 37) % 90;
      const r = 60 + index * 45;
      return `<circle cx="${cx}" cy="${200 + ((index * 53) % 80) - 40}" r="${r}" fill="none" stroke="${art.accent}" stroke-width="${10 - index * 2}" opacity="${0.9 - index * 0.18}"/>`;
    })
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">',
    `<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>`,
    '<rect width="1200" height="400" fill="url(#s)"/>',
    rings,
    '</svg>',
  ].join('');
}
