import * as t from 'io-ts';
import type { GamePage } from '../../domain/games';
import type { Logger } from '../../domain/shared/ports';
import { BoundedString, ShortString, optional } from '../shared/codecs';
import { decodeGame, decodeGames } from './game-codec';
import { decodeGameFacts } from './game-facts-codec';

// A game's page (GP-01), apart from the catalogue's lists: only the game page reads it, so it and the
// facts' decoding (with the money formats they need) load with the page, not in the home page's first script.

/** The facts and the similar games stay unknown here: each is read on its own, so a bad one costs only itself. */
export const GamePageBody = t.type({
  game: t.unknown,
  title: optional(ShortString),
  description: optional(BoundedString(20_000)),
  howToPlay: optional(BoundedString(20_000)),
  facts: t.unknown,
  similarGames: t.unknown,
});

const SIMILAR_GAMES_SHOWN = 8;

/** A page whose game cannot be read has nothing to show: null. */
export const toGamePage = (body: t.TypeOf<typeof GamePageBody>, allowedOrigins: readonly string[], logger?: Logger): GamePage | null => {
  const game = decodeGame(body.game, allowedOrigins, logger);
  if (game === null) return null;
  const seen = new Set([game.id]);
  const similarGames = decodeGames(body.similarGames, allowedOrigins, logger, 50)
    .filter((similar) => !seen.has(similar.id) && seen.add(similar.id))
    .slice(0, SIMILAR_GAMES_SHOWN);
  return {
    game,
    title: body.title ?? game.name,
    description: body.description ?? '',
    howToPlay: body.howToPlay ?? '',
    facts: decodeGameFacts(body.facts, body.game, logger),
    similarGames,
  };
};
