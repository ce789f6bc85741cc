import type { CardPalette } from './palette.ts';
import type { CardTheme } from './theme.ts';

/*
 * The subject of each theme, drawn in the card's 400x300 frame between y 78 and 232: above is the
 * strip the card's badges and star sit on, below the floor its jackpot, play button and the
 * provider's mark sit on, so nothing the card puts over the art hides what the art is of.
 */

type Random = () => number;
type Motif = (palette: CardPalette, random: Random) => string;

const at = (x: number, y: number, body: string, scale = 1): string =>
  `<g transform="translate(${Math.round(x)} ${Math.round(y)})${scale === 1 ? '' : ` scale(${scale})`}">${body}</g>`;
/** The same drawing mirrored left to right, so a composition's weight falls on either side. */
const mirrored = (body: string, mirror: boolean): string => (mirror ? `<g transform="matrix(-1 0 0 1 400 0)">${body}</g>` : body);
const between = (random: Random, from: number, to: number): number => Math.round(from + random() * (to - from));
const shuffled = <T>(random: Random, list: readonly T[]): T[] =>
  list
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

const sparkle = 'M0-12L3-3L12 0L3 3L0 12L-3 3L-12 0L-3-3Z';
const sparkles = (random: Random, count: number, colour = '#ffffff'): string =>
  Array.from({ length: count }, () => at(between(random, 24, 376), between(random, 90, 222), `<path d="${sparkle}" fill="${colour}"/>`, Math.round((0.4 + random() * 0.5) * 10) / 10)).join('');

const fruits: readonly string[] = [
  // cherries
  '<path d="M-14 0Q-8-34 10-42M14 2Q12-26 10-42" fill="none" stroke="#40916c" stroke-width="4"/><path d="M10-42q16-6 22 6q-14 4-22-6z" fill="#52b788"/><circle cx="-14" cy="12" r="18" fill="#d00000"/><circle cx="16" cy="14" r="18" fill="#e63946"/><circle cx="-20" cy="6" r="5" fill="#fff" opacity=".45"/>',
  // lemon
  '<g transform="rotate(-18)"><ellipse rx="36" ry="26" fill="#ffd60a"/><ellipse cx="-12" cy="-9" rx="11" ry="5" fill="#fff" opacity=".4"/></g>',
  // watermelon slice
  '<path d="M-40-14a40 40 0 0 0 80 0z" fill="#2d6a4f"/><path d="M-34-14a34 34 0 0 0 68 0z" fill="#ef476f"/><path d="M-14 0v5M0 4v5M14 0v5" stroke="#222" stroke-width="4" stroke-linecap="round"/>',
  // orange
  '<circle r="30" fill="#fb8500"/><path d="M0-30q10-16 24-10q-8 14-24 10z" fill="#52b788"/><circle cx="-10" cy="-10" r="7" fill="#fff" opacity=".35"/>',
  // grapes
  '<path d="M0-26V-36" stroke="#6c584c" stroke-width="4"/><g fill="#7b2cbf"><circle cx="-14" cy="-16" r="10"/><circle cy="-16" r="10"/><circle cx="14" cy="-16" r="10"/><circle cx="-7" cy="0" r="10"/><circle cx="7" cy="0" r="10"/><circle cy="15" r="10"/></g>',
];

const gem = (fill: string): string =>
  `<path d="M-30-10L-16-28H16L30-10L0 30Z" fill="${fill}"/><path d="M-30-10L-16-28H16L30-10Z" fill="#fff" opacity=".35"/><path d="M-30-10H30M-8-10L0 30L8-10M-16-28L-8-10L0-28L8-10L16-28" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`;

const suit = {
  spade: 'M0-22C14-8 26 0 18 12C12 20 4 16 2 10L6 22H-6L-2 10C-4 16-12 20-18 12C-26 0-14-8 0-22Z',
  heart: 'M0 20C-30 0-22-22 0-12C22-22 30 0 0 20Z',
};
const card = (x: number, y: number, angle: number, path: string, colour: string): string =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-40" y="-56" width="80" height="112" rx="8" fill="#fff" stroke="#adb5bd"/>${at(0, 0, `<path d="${path}" fill="${colour}"/>`, 1.3)}${at(-26, -40, `<path d="${path}" fill="${colour}"/>`, 0.4)}</g>`;
const chip = (x: number, y: number, colour: string, height: number): string =>
  Array.from({ length: height }, (_, index) => `<ellipse cx="${x}" cy="${y - index * 7}" rx="18" ry="7" fill="${colour}" stroke="#fff" stroke-width="3" stroke-dasharray="5 5"/>`).join('');
const coinStack = (x: number, y: number, height: number): string =>
  Array.from({ length: height }, (_, index) => `<ellipse cx="${x}" cy="${y - index * 9}" rx="28" ry="9" fill="#ffc300" stroke="#b08900" stroke-width="2"/>`).join('');
/** Arcs of a disc of `radius`, drawn as the dashes of one stroke as wide as the radius. */
const arcs = (radius: number, colour: string, dash: number, gap: number, offset = 0): string =>
  `<circle r="${radius / 2}" fill="none" stroke="${colour}" stroke-width="${radius}" stroke-dasharray="${dash.toFixed(2)} ${gap.toFixed(2)}"${offset === 0 ? '' : ` stroke-dashoffset="${(-offset).toFixed(2)}"`}/>`;
/** A disc of `count` equal segments, in turn of the colours given. */
const segments = (radius: number, colours: readonly string[], count: number): string => {
  const length = (Math.PI * radius) / count;
  return colours.map((colour, index) => arcs(radius, colour, length, length * (colours.length - 1), index * length)).join('');
};
const roulettePockets = 18;
/** The wheel's single green pocket (zero) among the red and black. */
const zeroPocket = (radius: number): string => arcs(radius, '#2d6a4f', (Math.PI * radius) / roulettePockets, (Math.PI * radius * (roulettePockets - 1)) / roulettePockets);

export const motifs: Readonly<Record<CardTheme, Motif>> = {
  fruit: (_, random) => {
    const [left, middle, right] = shuffled(random, fruits) as [string, string, string];
    return at(112, between(random, 168, 186), left) + at(288, between(random, 168, 186), right) + at(200, 150, middle, 1.4);
  },
  egypt: (_, random) =>
    mirrored(
      `<circle cx="${between(random, 140, 270)}" cy="118" r="32" fill="#ffb703"/><path d="M30 232L95 164L160 232z" fill="#d4a373"/><path d="M95 164L160 232H95z" fill="#b5838d" opacity=".5"/><path d="M80 232L200 104L320 232z" fill="#e9c46a"/><path d="M200 104L320 232H200z" fill="#c9963a"/><path d="M128 181H272M104 207H296" stroke="#a47a2c" stroke-width="3"/>`,
      random() < 0.5,
    ),
  space: (palette, random) => {
    const x = between(random, 150, 250);
    const far = x < 200 ? between(random, 290, 340) : between(random, 60, 110);
    const stars = Array.from({ length: 9 }, () => `<circle cx="${between(random, 20, 380)}" cy="${between(random, 84, 228)}" r="${between(random, 1, 3)}" fill="#fff"/>`).join('');
    return `${stars}<circle cx="${far}" cy="${between(random, 110, 200)}" r="16" fill="${palette.second}"/><circle cx="${x}" cy="158" r="44" fill="${palette.main}"/><path d="M${x - 44} 158a44 44 0 0 0 88 0z" fill="#000" opacity=".22"/><ellipse cx="${x}" cy="158" rx="72" ry="15" fill="none" stroke="${palette.second}" stroke-width="6" transform="rotate(-16 ${x} 158)"/>${sparkles(random, 2)}`;
  },
  gems: (palette, random) => {
    const [left, right] = shuffled(random, ['#4cc9f0', palette.second, '#e63946']) as [string, string];
    return at(110, 180, gem(left)) + at(290, 180, gem(right)) + at(200, 156, gem(palette.main), 1.5) + sparkles(random, 3);
  },
  animals: (palette, random) =>
    mirrored(`<circle cx="${between(random, 250, 300)}" cy="116" r="30" fill="#f1faee" opacity=".9"/>`, random() < 0.5) +
    at(
      200,
      178,
      `<g fill="${palette.main}"><ellipse cy="14" rx="28" ry="22"/><ellipse cx="-30" cy="-14" rx="9" ry="12"/><ellipse cx="-11" cy="-28" rx="9" ry="12"/><ellipse cx="11" cy="-28" rx="9" ry="12"/><ellipse cx="30" cy="-14" rx="9" ry="12"/></g>`,
      1.3,
    ),
  ocean: (palette, random) =>
    at(
      between(random, -40, 40),
      0,
      `<path d="M200 196V104" stroke="#3b2a1a" stroke-width="4"/><path d="M204 110L252 180H204Z" fill="#fefae0"/><path d="M196 120L156 180H196Z" fill="#e9edc9"/><path d="M200 104l18 6-18 6z" fill="${palette.main}"/><path d="M140 190H262L244 216H158Z" fill="#6f4518"/>`,
    ) + `<path d="M0 212q25-14 50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0V236H0z" fill="#0077b6" opacity=".85"/><path d="M0 224q25-10 50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0V236H0z" fill="#48cae4" opacity=".6"/>`,
  fire: (_, random) =>
    at(
      between(random, -30, 30),
      0,
      '<path d="M200 84q26 30 0 52q-26-22 0-52z" fill="#ffbd00"/><path d="M176 100q18 22 0 36q-18-14 0-36zM224 100q18 22 0 36q-18-14 0-36z" fill="#ff6d00"/><path d="M80 232L168 136H232L320 232Z" fill="#3d2c2e"/><path d="M168 136H232L218 150H182Z" fill="#ff5400"/><path d="M190 150q-6 30-24 50M212 150q10 26 30 44" fill="none" stroke="#ff5400" stroke-width="6" stroke-linecap="round"/>',
    ),
  ice: (_, random) =>
    mirrored(
      `<path d="M150 232L250 104L350 232Z" fill="#8ecae6"/><path d="M250 104L276 137L262 131L250 141L238 131L224 137Z" fill="#fff"/><path d="M50 232L145 128L240 232Z" fill="#caf0f8"/><path d="M145 128L168 154L156 150L145 160L134 150L122 154Z" fill="#fff"/>${at(between(random, 60, 110), 110, '<path d="M0-18V18M-16-9L16 9M-16 9L16-9" stroke="#fff" stroke-width="4" stroke-linecap="round"/>')}`,
      random() < 0.5,
    ),
  storm: (palette, random) =>
    at(
      between(random, -40, 40),
      0,
      `<g fill="#6c757d"><circle cx="236" cy="116" r="24"/><rect x="196" y="112" width="96" height="28" rx="14"/></g><g fill="#dee2e6"><circle cx="164" cy="140" r="26"/><circle cx="204" cy="124" r="34"/><circle cx="244" cy="142" r="24"/><rect x="134" y="136" width="136" height="34" rx="17"/></g><path d="M214 160L180 200H202L190 232L236 186H212L228 160Z" fill="${palette.second}"/>`,
    ),
  royal: (palette) =>
    `<path d="M128 206L116 126L164 164L200 108L236 164L284 126L272 206Z" fill="#ffc300" stroke="#b08900" stroke-width="3"/><g fill="#fff3b0"><circle cx="116" cy="124" r="8"/><circle cx="200" cy="104" r="8"/><circle cx="284" cy="124" r="8"/></g><rect x="124" y="200" width="152" height="24" rx="4" fill="#e0a800"/><circle cx="200" cy="212" r="7" fill="${palette.main}"/><circle cx="160" cy="212" r="5" fill="${palette.second}"/><circle cx="240" cy="212" r="5" fill="${palette.second}"/>`,
  warrior: (palette) => {
    const sword = '<path d="M118 92L276 212" stroke="#dee2e6" stroke-width="8"/><path d="M254 214L274 188" stroke="#b08968" stroke-width="8"/><path d="M270 206L292 224" stroke="#7f5539" stroke-width="9"/>';
    return `${sword}${mirrored(sword, true)}<path d="M200 100L262 122Q262 196 200 230Q138 196 138 122Z" fill="${palette.main}" stroke="#e9ecef" stroke-width="5"/><path d="M200 122V206M164 150H236" stroke="${palette.second}" stroke-width="9"/>`;
  },
  magic: (palette, random) =>
    `<path d="M164 224L176 198H224L236 224Z" fill="#6c584c"/><circle cx="200" cy="148" r="52" fill="${palette.main}" opacity=".9"/><path d="M170 160q30-30 60 0" fill="none" stroke="${palette.second}" stroke-width="4"/><ellipse cx="182" cy="128" rx="16" ry="10" fill="#fff" opacity=".5"/>${sparkles(random, 4)}`,
  treasure: (_, random) =>
    `<path d="M142 140Q200 104 258 140Z" fill="#ffd60a"/><rect x="130" y="150" width="140" height="74" rx="6" fill="#8b5a2b"/><path d="M124 150L150 126H250L276 150Z" fill="#a0522d"/><path d="M130 162H270M162 150V224M238 150V224" stroke="#ffc300" stroke-width="6"/><rect x="190" y="156" width="20" height="24" rx="3" fill="#ffd60a"/>${coinStack(between(random, 84, 104), 222, between(random, 2, 4))}${coinStack(between(random, 296, 316), 222, between(random, 1, 3))}${sparkles(random, 2, '#ffd60a')}`,
  party: (palette, random) => {
    const balloons = [
      [150, 128, palette.main],
      [200, 110, palette.second],
      [250, 130, '#ff4d6d'],
    ] as const;
    const confetti = Array.from({ length: 10 }, (_, index) => {
      const x = between(random, 24, 376);
      const y = between(random, 90, 226);
      return `<rect x="${x}" y="${y}" width="8" height="4" fill="${[palette.main, palette.second, '#ffd60a'][index % 3]}" transform="rotate(${between(random, 0, 180)} ${x} ${y})"/>`;
    }).join('');
    return `${confetti}${balloons.map(([x, y]) => `<path d="M${x} ${y + 28}Q${x + 8} ${y + 60} 200 222" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`).join('')}${balloons.map(([x, y, colour]) => `<ellipse cx="${x}" cy="${y}" rx="22" ry="28" fill="${colour}"/>`).join('')}`;
  },
  classic: (_, random) => {
    const bell = '<path d="M0-30Q22-30 22 0V14H30V22H-30V14H-22V0Q-22-30 0-30Z" fill="#ffd60a"/><circle cy="28" r="6" fill="#e0a800"/>';
    const bar = '<rect x="-32" y="-16" width="64" height="32" rx="6" fill="#222" stroke="#fff" stroke-width="2"/><path d="M-24-6H24M-24 6H24" stroke="#fff" stroke-width="4"/>';
    const [left, right] = shuffled(random, [bell, bar]) as [string, string];
    return at(110, 170, left) + at(290, 170, right) + at(200, 156, '<path d="M-26-36H26V-26L-2 36H-20L6-22H-26Z" fill="#e63946" stroke="#fff" stroke-width="3"/>', 1.6);
  },
  jackpot: (_, random) =>
    `${coinStack(108, 222, between(random, 3, 6))}${coinStack(292, 222, between(random, 2, 5))}<circle cx="200" cy="150" r="50" fill="#ffd60a" stroke="#e0a800" stroke-width="7"/>${at(200, 150, `<path d="${sparkle}" fill="#e0a800"/>`, 2.4)}${sparkles(random, 3, '#fff3b0')}`,
  roulette: (_, random) =>
    `<g transform="translate(200 156) rotate(${between(random, 0, 359)})"><circle r="76" fill="#5c3d2e"/>${segments(66, ['#c1121f', '#111'], roulettePockets)}${zeroPocket(66)}<circle r="44" fill="#7f5539"/><path d="M-30 0H30M0-30V30" stroke="#ffd60a" stroke-width="6"/><circle r="10" fill="#ffd60a"/><circle cx="55" r="6" fill="#fff"/></g>`,
  cards: (palette, random) => {
    const tilt = between(random, 8, 16);
    return `${card(172, 160, -tilt, suit.spade, '#111')}${card(230, 162, tilt, suit.heart, '#d00000')}${chip(104, 218, palette.main, between(random, 2, 4))}${chip(298, 218, palette.second, between(random, 1, 3))}`;
  },
  table: (palette, random) => {
    const felt = ['#1b4332', '#14213d', '#6a040f'][between(random, 0, 2)] as string;
    return `<path d="M30 236A170 120 0 0 1 370 236Z" fill="${felt}" stroke="#8b5a2b" stroke-width="10"/><path d="M90 236A110 70 0 0 1 310 236" fill="none" stroke="#ffd60a" stroke-opacity=".6" stroke-width="3"/><g fill="${palette.main}" stroke="#fff" stroke-width="2"><rect x="172" y="134" width="26" height="38" rx="3" transform="rotate(-8 185 153)"/><rect x="202" y="134" width="26" height="38" rx="3" transform="rotate(8 215 153)"/></g>${chip(128, 212, palette.second, between(random, 2, 4))}${chip(200, 206, '#e63946', between(random, 1, 3))}${chip(272, 212, '#f8f9fa', between(random, 2, 4))}`;
  },
  'game-show': (palette) =>
    `<g transform="translate(200 160)">${segments(72, [palette.main, palette.second, '#ffd60a', '#e63946'], 8)}<circle r="74" fill="none" stroke="#ffd60a" stroke-width="6"/><circle r="74" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-dasharray="0 14.5"/><circle r="12" fill="#fff"/></g><path d="M189 80H211L200 100Z" fill="#fff"/>`,
  football: (_, random) =>
    `<path d="M70 232L130 96H270L330 232Z" fill="#2d6a4f"/><path d="M100 164H300L330 232H70Z" fill="#40916c"/><g fill="none" stroke="#fff" stroke-width="3"><path d="M70 232L130 96H270L330 232ZM106 150H294M160 232V212H240V232M176 96V104H224V96M186 96V86H214V96"/><ellipse cx="200" cy="150" rx="30" ry="12"/></g><circle cx="${between(random, 140, 260)}" cy="${between(random, 170, 210)}" r="8" fill="#fff" stroke="#222" stroke-width="2"/>`,
  racing: (_, random) =>
    `<ellipse cx="200" cy="166" rx="164" ry="58" fill="#a0522d"/><ellipse cx="200" cy="166" rx="120" ry="32" fill="#40916c"/><g fill="none" stroke="#fff"><ellipse cx="200" cy="166" rx="164" ry="58" stroke-width="3"/><ellipse cx="200" cy="166" rx="120" ry="32" stroke-width="2"/></g>${at(200, 168, '<path d="M-18 16V0A18 18 0 0 1 18 0V16" fill="none" stroke="#dee2e6" stroke-width="8"/>')}${mirrored(`<path d="M${between(random, 300, 330)} 150V96" stroke="#eee" stroke-width="3"/>${at(between(random, 300, 330), 96, '<path d="M0 0h32v24H0z" fill="#fff"/><path d="M0 0h8v8H0zm16 0h8v8h-8zM8 8h8v8H8zm16 0h8v8h-8zM0 16h8v8H0zm16 0h8v8h-8z" fill="#111"/>')}`, random() < 0.5)}`,
};

/** The floor under the subject, in the theme's ground: sand, grass, water, the table's wood or a stage. */
export function floorOf(theme: CardTheme, palette: CardPalette): string {
  const grounds: Partial<Record<CardTheme, string>> = {
    egypt: '#9c6644',
    animals: '#2d6a4f',
    ocean: '#023e8a',
    fire: '#2b2d42',
    ice: '#5e7f91',
    roulette: '#4a2c1d',
    cards: '#1b4332',
    table: '#4a2c1d',
    football: '#1b4332',
    racing: '#1b4332',
  };
  return `<path d="M0 236H400V300H0z" fill="${grounds[theme] ?? palette.deep}"/><path d="M0 236H400" stroke="#fff" stroke-opacity=".15" stroke-width="2"/>`;
}
