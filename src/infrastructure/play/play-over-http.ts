import { overHttp } from '../shared/over-http';
import { HttpGameLaunchGateway } from './http-game-launch-gateway';
import type { PlayGateways } from './play.module';
import { WindowGameFrameChannels } from './window-game-frame-channels';

export const playOverHttp: PlayGateways = { launch: overHttp(HttpGameLaunchGateway), frames: (logger) => new WindowGameFrameChannels(window, logger) };
