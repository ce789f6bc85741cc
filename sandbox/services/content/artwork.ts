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

type PromotionMotif = 'gift' | 'coins' | 'reels' | 'wheel' | 'crown';

interface PromotionArt extends SlideArt {
  readonly motif: PromotionMotif;
}

/** The promotion cards' artwork (the offer's words are the content's text, not part of the image). */
export const promotionArt: Readonly<Record<string, PromotionArt>> = {
  welcome: { from: '#1b1464', to: '#6a0572', accent: '#f7b733', motif: 'gift' },
  weekend: { from: '#0b3d4f', to: '#052e16', accent: '#5ce1e6', motif: 'coins' },
  spins: { from: '#2b1055', to: '#7597de', accent: '#ffd447', motif: 'reels' },
  roulette: { from: '#3a0ca3', to: '#10002b', accent: '#f72585', motif: 'wheel' },
  jackpot: { from: '#3d2b00', to: '#7f5539', accent: '#ffd447', motif: 'crown' },
};

/** A motif drawn around (600, 300) in the accent colour. */
function promotionMotif(motif: PromotionMotif, accent: string): string {
  switch (motif) {
    case 'gift':
      return `<rect x="500" y="270" width="200" height="150" rx="10" fill="${accent}"/><rect x="480" y="220" width="240" height="60" rx="10" fill="${accent}"/><rect x="585" y="220" width="30" height="200" fill="#ffffff" opacity="0.85"/><path d="M600 220 C560 150 500 170 530 215 M600 220 C640 150 700 170 670 215" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round"/>`;
    case 'coins':
      return [0, 1, 2, 3, 4]
        .map((index) => `<ellipse cx="${540 + (index % 2) * 30}" cy="${410 - index * 34}" rx="90" ry="26" fill="${accent}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4"/>`)
        .concat(`<circle cx="720" cy="260" r="70" fill="${accent}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"/><text x="720" y="285" font-family="system-ui, sans-serif" font-size="72" font-weight="800" fill="#ffffff" text-anchor="middle">€</text>`)
        .join('');
    case 'reels':
      return [0, 1, 2]
        .map((index) => {
          const x = 440 + index * 110;
          return `<rect x="${x}" y="200" width="100" height="200" rx="14" fill="#ffffff"/><text x="${x + 50}" y="330" font-family="system-ui, sans-serif" font-size="84" font-weight="800" fill="${accent}" stroke="#2b1055" stroke-width="3" text-anchor="middle">★</text>`;
        })
        .join('');
    case 'wheel': {
      const spokes = Array.from({ length: 16 }, (_, index) => {
        const angle = (index * Math.PI) / 8;
        return `<line x1="600" y1="300" x2="${(600 + 130 * Math.cos(angle)).toFixed(1)}" y2="${(300 + 130 * Math.sin(angle)).toFixed(1)}" stroke="${accent}" stroke-width="5"/>`;
      }).join('');
      return `<circle cx="600" cy="300" r="150" fill="none" stroke="${accent}" stroke-width="16"/>${spokes}<circle cx="600" cy="300" r="34" fill="${accent}"/><circle cx="700" cy="200" r="14" fill="#ffffff"/>`;
    }
    case 'crown':
      return `<path d="M460 380 L480 220 L545 300 L600 190 L655 300 L720 220 L740 380 Z" fill="${accent}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6" stroke-linejoin="round"/><rect x="460" y="385" width="280" height="34" rx="8" fill="${accent}"/>${[480, 600, 720].map((x) => `<circle cx="${x}" cy="${x === 600 ? 180 : 210}" r="14" fill="#ffffff"/>`).join('')}`;
  }
}

/** A promotion card's art (1200x600, the card's 2:1 frame): a gradient, a few rings and the offer's motif. */
export function promotionSvg(name: string): string | undefined {
  const art = promotionArt[name];
  if (art === undefined) return undefined;
  const rings = [0, 1, 2]
    .map((index) => `<circle cx="${160 + index * 430}" cy="${120 + index * 170}" r="${90 + index * 40}" fill="none" stroke="${art.accent}" stroke-width="6" opacity="${0.35 - index * 0.08}"/>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" width="1200" height="600">',
    `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>`,
    '<rect width="1200" height="600" fill="url(#p)"/>',
    rings,
    promotionMotif(art.motif, art.accent),
    '</svg>',
  ].join('');
}
