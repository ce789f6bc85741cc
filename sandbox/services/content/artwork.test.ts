// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { gameCardSvg } from './artwork.ts';
import { themeOf, type CardTheme } from './card-art/theme.ts';
import { catalogue, providers, type CatalogueGame } from './catalogue.ts';

const games = catalogue().games;
const named = (name: string): CatalogueGame => games.find((game) => game.name === name) as CatalogueGame;
const aSlot = named('Starburst');
/** The drawing of the SVG, its elements only: what differs when the picture does. */
const parsed = (svg: string): Document => new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;
const elementsOf = (svg: string): string[] => [...parsed(svg).querySelectorAll('*')].map((element) => element.outerHTML);
/** The provider's mark, where the card draws it: at the left of the floor. */
const markOf = (svg: string): string | undefined => parsed(svg).querySelector('g[transform="translate(34 268)"]')?.innerHTML;

describe('card artwork', () => {
  it('picks the picture from the theme in the name, the table or the sport', () => {
    const themes: [Partial<CatalogueGame>, CardTheme][] = [
      [{ name: 'Golden Fruits' }, 'fruit'],
      // A word that says little of a theme gives way to one that says more, wherever it is.
      [{ name: 'Jungle Heist' }, 'animals'],
      [{ name: 'Golden Vault' }, 'treasure'],
      [{ name: 'Ancient Pyramids Deluxe' }, 'egypt'],
      [{ name: 'Cosmic Planets Megaways' }, 'space'],
      [{ name: 'Lucky Diamonds' }, 'gems'],
      [{ name: 'Wild Wolves' }, 'animals'],
      [{ name: 'Mega Coins Jackpot', jackpot: true, category: 'jackpots' }, 'jackpot'],
      [{ name: 'VIP Lucky Roulette', kind: 'roulette', category: 'table-games', subCategory: 'roulette' }, 'roulette'],
      [{ name: 'Classic Fire Blackjack', kind: 'live', category: 'table-games', subCategory: 'blackjack' }, 'cards'],
      [{ name: 'Velvet Blackjack Live 3', kind: 'live', category: 'live-casino', subCategory: 'blackjack' }, 'table'],
      [{ name: 'Crazy Time Grand', kind: 'live', category: 'live-casino', subCategory: 'game-shows' }, 'game-show'],
      [{ name: 'Madrid Virtual League 1', kind: 'virtual', category: 'virtual-sports', subCategory: 'football' }, 'football'],
      [{ name: 'Neon Downs Racing', kind: 'virtual', category: 'virtual-sports', subCategory: 'horses' }, 'racing'],
    ];
    for (const [game, theme] of themes) expect(themeOf({ ...aSlot, ...game }), game.name).toBe(theme);
  });

  it('draws games of different themes differently, in colours of their own', () => {
    const fruit = gameCardSvg({ ...aSlot, name: 'Golden Fruits' });
    const egypt = gameCardSvg({ ...aSlot, name: 'Golden Pyramids' });
    // Same id, same provider: only the theme differs, and the picture with it.
    expect(elementsOf(fruit)).not.toEqual(elementsOf(egypt));
    // Same theme, another game: the colours differ.
    const otherFruit = games.find((game) => game.id !== aSlot.id && themeOf(game) === 'fruit') as CatalogueGame;
    expect(gameCardSvg(otherFruit).match(/#[0-9a-f]{6}/g)?.slice(0, 3)).not.toEqual(fruit.match(/#[0-9a-f]{6}/g)?.slice(0, 3));
    // The seeded catalogue uses every picture.
    expect(new Set(games.map(themeOf)).size).toBe(22);
  });

  it("marks each provider's games with a mark of its own", () => {
    const marks = providers.map((provider) => markOf(gameCardSvg({ ...aSlot, provider: provider.slug, providerName: provider.name })));
    expect(marks).not.toContain(undefined);
    // The shapes differ, not only the colours.
    expect(new Set(marks.map((mark) => mark?.replace(/#[0-9a-f]{6}/g, ''))).size).toBe(providers.length);
  });

  it('is the same on every start, well-formed, self-contained and small, and never draws the name', () => {
    const sample = new Set([...new Map(games.map((game) => [themeOf(game), game])).values(), ...new Map(games.map((game) => [game.provider, game])).values()]);
    for (const game of sample) {
      const svg = gameCardSvg(game);
      expect(svg).toBe(gameCardSvg(game));
      const root = parsed(svg).documentElement;
      expect(root.getAttribute('viewBox'), game.name).toBe('0 0 400 300');
    }
    for (const game of games) {
      const svg = gameCardSvg(game);
      expect(Buffer.byteLength(svg), game.name).toBeLessThanOrEqual(3_000);
      expect(svg, game.name).not.toMatch(/<script|<foreignObject|<image|<text|href=|on[a-z]+=|@import|url\((?!#)/i);
      expect(svg.replace('http://www.w3.org/2000/svg', ''), game.name).not.toMatch(/https?:|\/\//);
    }
    expect(gameCardSvg(named('Fruits <Deluxe>'))).not.toContain('Deluxe');
  });
});
