import { overHttp } from '../shared/over-http';
import { HttpGameLaunchGateway } from './http-game-launch-gateway';
import type { PlayGateways } from './play.module';

export const playOverHttp: PlayGateways = { launch: overHttp(HttpGameLaunchGateway) };
