import { ContainerModule } from 'inversify';
import { ConfigTokens } from '../../application/config/tokens';
import { GamePageService } from '../../application/play/game-page-service';
import { GamePlay } from '../../application/play/game-play';
import { LaunchService } from '../../application/play/launch-service';
import { PlayTokens } from '../../application/play/tokens';
import { SharedTokens } from '../../application/shared/tokens';
import type { SiteConfig } from '../../domain/config';
import type { PreloadedGamePages } from '../../domain/games';
import type { DeviceChannel, GameFrameChannels, GameLaunchGateway } from '../../domain/play';
import type { Logger } from '../../domain/shared/ports';
import type { GamesStores } from '../games/games.module';
import { InlinedGamePage } from '../games/inlined-game-page';
import type { AdapterFactory } from '../shared/adapter-factory';

/**
 * The game provider's side: launches, and the frames games are embedded in (over the window's
 * `postMessage` in the site, in memory in tests), loaded with the context, not in the first script.
 */
export interface PlayGateways {
  readonly launch: AdapterFactory<GameLaunchGateway>;
  readonly frames: (logger: Logger) => GameFrameChannels;
}

/** The browser's side of play: the device (the cashier reads it too). */
export interface PlayBrowserAdapters {
  readonly deviceChannel: AdapterFactory<DeviceChannel>;
}

/** The page the site was served in may hold a game's page the server painted (GP-01). */
type PlayBrowser = PlayBrowserAdapters & Pick<GamesStores, 'inlinedData'>;

/** A deferred context (play.context.ts): loaded with the first game page, or before the cashier (which reads the device). */
export const playModule = (gateways: PlayGateways, browser: PlayBrowser) =>
  new ContainerModule(({ bind }) => {
    bind<DeviceChannel>(PlayTokens.DeviceChannel).toDynamicValue(browser.deviceChannel).inSingletonScope();
    bind<GameLaunchGateway>(PlayTokens.GameLaunchGateway).toDynamicValue(gateways.launch).inSingletonScope();
    bind<GameFrameChannels>(PlayTokens.GameFrameChannels)
      .toResolvedValue((logger: Logger) => gateways.frames(logger), [SharedTokens.Logger])
      .inSingletonScope();
    bind<PreloadedGamePages>(PlayTokens.PreloadedGamePages)
      .toDynamicValue((context) => {
        const config = context.get<SiteConfig>(ConfigTokens.SiteConfig);
        return new InlinedGamePage(browser.inlinedData(context), config.contentOrigins, context.get<Logger>(SharedTokens.Logger));
      })
      .inSingletonScope();
    bind(PlayTokens.GamePageService).to(GamePageService).inSingletonScope();
    bind(PlayTokens.LaunchService).to(LaunchService).inSingletonScope();
    // One per game page: each page launches and closes its own game.
    bind(PlayTokens.GamePlay).to(GamePlay).inTransientScope();
  });
