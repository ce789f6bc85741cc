/** What other contexts render: cards, rails, the header search and jackpot amounts. Pages are loaded by the routes. */
export { GameCard, type GameCardProps } from './GameCard';
export { GameRail, type GameRailProps } from './GameRail';
export { HeaderSearch } from './HeaderSearch';
export { JackpotAmount } from './JackpotAmount';
