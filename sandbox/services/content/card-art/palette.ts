import { seededRandom } from '../../../kernel/seeded-random.ts';

/** The colours of one game's card, drawn from its id: the same game always, neighbours far apart. */
export interface CardPalette {
  /** The background, from the top (behind the badges) down to the floor. */
  readonly sky: string;
  readonly deep: string;
  /** The light behind the subject. */
  readonly glow: string;
  /** Two colours for the subject where the theme has no natural ones. */
  readonly main: string;
  readonly second: string;
}

const hex = (value: number): string => Math.round(value * 255).toString(16).padStart(2, '0');

/** `hsl()` as `#rrggbb`: every SVG renderer reads hex. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): number => {
    const k = (n + (((hue % 360) + 360) % 360) / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return `#${hex(channel(0))}${hex(channel(8))}${hex(channel(4))}`;
}

export function paletteFor(id: number): CardPalette {
  const random = seededRandom(Math.imul(id, 2654435761));
  // The golden angle keeps games with neighbouring ids (a provider's series) on different hues.
  const hue = (id * 137.508 + random() * 40) % 360;
  const contrast = hue + 150 + random() * 60;
  return {
    sky: hsl(hue, 50, 24),
    deep: hsl(hue + 20, 55, 8),
    glow: hsl(hue + 10, 80, 55),
    main: hsl(contrast, 80, 58),
    second: hsl(contrast + 70, 85, 66),
  };
}
