import type { Either } from 'fp-ts/Either';
import type { FrameChannelOpener } from '../shared/frame-messages';
import type { GatewayError } from '../shared/gateway-error';
import type { GameMessage, HostMessage } from './game-messages';
import type { LaunchExcluded, LaunchRequest } from './launch';
import type { Channel } from './play-mode';

/** GAME-09: asks the platform for a game's launch URL, by the route the request names. */
export interface GameLaunchGateway {
  launchUrl(request: LaunchRequest, signal?: AbortSignal): Promise<Either<GatewayError | LaunchExcluded, string>>;
}

/** The device the site runs on, for the launch channel and GAME-08. */
export interface DeviceChannel {
  current(): Channel;
}

/** Channels to game frames, speaking the game protocol. */
export type GameFrameChannels = FrameChannelOpener<GameMessage, HostMessage>;
