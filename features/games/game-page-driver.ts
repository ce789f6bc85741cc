// The document must exist before Testing Library is loaded: keep this import first.
import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { within } from '@testing-library/react';
import type { GameFacts, StakeRange } from '../../src/domain/games';
import type { CurrencyCode } from '../../src/domain/wallet';
import type { UiDriver } from '../support/ui-driver';
import type { GamesDriver } from './games-driver';

/** "€0.10" → 10 (hundredths of a euro). */
const euroCents = (amount: string): number => {
  const euros = /^€(\d+)\.(\d{2})$/.exec(amount.trim());
  assert.ok(euros !== null, `not an amount in euros: ${amount}`);
  return Number(`${euros[1] ?? ''}${euros[2] ?? ''}`);
};

/** A line of what the platform says about a game, as a scenario writes it ("return to player" → "96.09%"). */
const factOf = (facts: GameFacts, [what, value]: readonly [string, string]): GameFacts => {
  switch (what.trim()) {
    case 'return to player':
      return { ...facts, rtp: Number(value.replace('%', '')) };
    case 'volatility':
      return { ...facts, volatility: value.trim() as GameFacts['volatility'] };
    case 'stakes in EUR': {
      const [min = '', max = ''] = value.split(' to ');
      const range: StakeRange = { currency: 'EUR' as CurrencyCode, min: euroCents(min), max: euroCents(max) };
      return { ...facts, stakes: [...facts.stakes, range] };
    }
    case 'paylines':
      return { ...facts, lines: { kind: 'paylines', count: Number(value) } };
    case 'bet types':
      return { ...facts, lines: { kind: 'betTypes', count: Number(value) } };
    case 'released':
      return { ...facts, releasedAt: value.trim() };
    default:
      throw new Error(`no such fact about a game: ${what}`);
  }
};

/** A game's page, rendered in the whole site, as a player reads it: its picture, buttons, facts and similar games. */
export class GamePageDriver {
  constructor(
    private readonly ui: UiDriver,
    private readonly games: GamesDriver,
  ) {}

  /** What the platform's content service says about the game on its page (GP-01); nothing else is said. */
  describe(name: string, lines: readonly (readonly [string, string])[]): void {
    const empty: GameFacts = { rtp: null, volatility: null, lines: null, stakes: [], releasedAt: null };
    this.games.setPage(name, { facts: lines.reduce(factOf, empty) });
  }

  suggest(name: string, similar: readonly string[]): void {
    this.games.setPage(name, { similarGames: similar.map((each) => this.games.game(each)) });
  }

  async visit(name: string): Promise<void> {
    await this.ui.open(this.games.game(name).linkUrl);
  }

  private hero(): HTMLElement {
    const hero = browserWindow.document.querySelector<HTMLElement>('.game-page__hero');
    assert.ok(hero, 'no game page is shown');
    return hero;
  }

  /** The facts list, term and detail, in order (narrow spaces of numbers read as spaces). */
  facts(): string[][] {
    const list = this.hero().querySelector<HTMLElement>('dl');
    if (list === null) return [];
    const details = within(list).queryAllByRole('definition');
    return within(list)
      .queryAllByRole('term')
      .map((term, index) => [term.textContent ?? '', (details[index]?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ')]);
  }

  /** Whether the game's picture and the button are shown together, at the top of the page. */
  offersBesideThePicture(button: string): boolean {
    const hero = within(this.hero());
    return hero.queryByRole('img', { name: /.+/ }) !== null && hero.queryByRole('button', { name: button }) !== null;
  }

  similarGames(): string[] {
    const rail = within(browserWindow.document.body).queryByRole('region', { name: 'Similar games' });
    if (rail === null) return [];
    return within(rail)
      .queryAllByTestId('game-card')
      .map((card) => card.querySelector('.game-card__name')?.textContent ?? '');
  }
}
