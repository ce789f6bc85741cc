import { overHttp } from '../shared/over-http';
import { HttpPlayerGamesGateway } from './http-player-games-gateway';
import type { PlayerGamesGateways } from './player-games.module';

export const playerGamesOverHttp: PlayerGamesGateways = { playerGames: overHttp(HttpPlayerGamesGateway) };
