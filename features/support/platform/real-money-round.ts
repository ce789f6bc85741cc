import assert from 'node:assert/strict';
import { gameWhere, playRound, startGame } from '../../../sandbox/test-support/game-play.ts';
import { sharedSandbox } from './shared-sandbox';

/** On the sandbox: one real-money round of a slot without a jackpot, staked by `session`, as the game provider plays it. */
export const playRealMoneySlotRound = async (session: string | null, stake: number): Promise<void> => {
  assert.ok(session !== null, 'nobody is logged in');
  const sandbox = await sharedSandbox();
  const slot = gameWhere((game) => game.kind === 'slot' && !game.jackpot);
  const game = await startGame(sandbox, slot.id, session, 'real');
  const round = await playRound(sandbox, game.playToken, { stake });
  assert.equal(round.status, 200, `the round answered ${round.status} ${round.text}`);
};
