import { findProvider, type CatalogueGame } from './catalogue.ts';

/** Text and attribute values put into SVG: the game's name may hold `<`, `&` or quotes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const maxLineLength = 14;
const maxLines = 3;

/** Breaks a name into at most three lines of about 14 characters (a last line that overflows ends with an ellipsis). */
export function wrapName(name: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/).filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (candidate.length <= maxLineLength || line === '') line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** A game card (300x400): the provider's colours, a motif from the game's id, the name and the provider as text. */
export function gameCardSvg(game: CatalogueGame): string {
  const [background, accent] = findProvider(game.provider)?.colours ?? ['#222222', '#dddddd'];
  const lines = wrapName(game.name);
  const firstLineY = 250 - (lines.length - 1) * 18;
  const motif = game.id % 3;
  const shape =
    motif === 0
      ? `<circle cx="150" cy="130" r="70" fill="${accent}" opacity="0.85"/>`
      : motif === 1
        ? `<polygon points="150,55 220,190 80,190" fill="${accent}" opacity="0.85"/>`
        : `<rect x="85" y="65" width="130" height="130" rx="24" fill="${accent}" opacity="0.85"/>`;
  const text = lines
    .map((line, index) => `<tspan x="150" y="${firstLineY + index * 36}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#000000"/></linearGradient></defs>`,
    '<rect width="300" height="400" fill="url(#g)"/>',
    shape,
    `<text font-family="system-ui, sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${text}</text>`,
    `<text x="150" y="370" font-family="system-ui, sans-serif" font-size="16" fill="${accent}" text-anchor="middle">${escapeXml(game.providerName)}</text>`,
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
