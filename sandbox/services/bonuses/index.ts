/**
 * The bonuses service's public face (issue 22): the player's bonuses, opt-in and forfeit over HTTP.
 * The bonus money and its wagering are the wallet's (wallet `bonuses.ts`); this service answers the
 * player and applies the refusals that are not the wallet's (a break).
 */
export { bonusesService } from './bonuses-plugin.ts';
