import { left, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { SiteConfig } from '../../domain/config';
import {
  launchRouteFor,
  playCurrency,
  providerFrameUrl,
  type DeviceChannel,
  type GameLaunchGateway,
  type LaunchableGame,
  type LaunchedGame,
  type LaunchError,
  type LaunchExcluded,
  type LaunchRequest,
  type PlayMode,
} from '../../domain/play';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { Logger } from '../../domain/shared/ports';
import { ConfigTokens } from '../config/tokens';
import type { PlayerGamesService } from '../player-games/player-games-service';
import { PlayerGamesTokens } from '../player-games/tokens';
import type { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { SharedTokens } from '../shared/tokens';
import { PlayTokens } from './tokens';

const launchErrorOf = (error: GatewayError | LaunchExcluded): LaunchError => {
  if (error.code === 'EXCLUDED') return error;
  if (error.code === 'UNAUTHORIZED') return { code: 'LOGIN_REQUIRED' };
  if (error.code === 'HTTP' && error.status === 403) {
    const { errorCode } = error;
    return errorCode === 'NOT_AVAILABLE_IN_REGION' || errorCode === 'AGE_VERIFICATION_REQUIRED' ? { code: errorCode } : { code: 'PRACTICE_NOT_AVAILABLE' };
  }
  if (error.code === 'HTTP' && error.status === 404) return { code: 'GAME_NOT_FOUND' };
  return { code: 'UNAVAILABLE' };
};

/**
 * GAME-09, GAME-10, GAME-11: asks the platform for a game's launch URL (real or practice) on the
 * right path, for the device's channel, in the player's currency (else the site's default) and the
 * page's language. The URL is used only when it is on one of the configured game provider origins.
 * A player's launch is recorded as recent activity (a failure there is only logged).
 */
@injectable()
export class LaunchService {
  constructor(
    @inject(PlayTokens.GameLaunchGateway) private readonly gateway: GameLaunchGateway,
    @inject(PlayTokens.DeviceChannel) private readonly device: DeviceChannel,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(I18nTokens.LanguageService) private readonly language: LanguageService,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
    @inject(PlayerGamesTokens.PlayerGamesService) private readonly playerGames: PlayerGamesService,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
  ) {}

  async launch(game: LaunchableGame, mode: PlayMode, signal?: AbortSignal): Promise<Either<LaunchError, LaunchedGame>> {
    const state = this.session.current();
    const player = state.status === 'authenticated' ? state : null;
    if (mode === 'real' && player === null) return left({ code: 'LOGIN_REQUIRED' });
    if (mode === 'practice' && !game.practicePlay) return left({ code: 'PRACTICE_NOT_AVAILABLE' });
    const request: LaunchRequest = {
      gameId: game.id,
      mode,
      route: launchRouteFor({ gamesIntegrationEnabled: this.config.isGamesIntegrationEnabled, virtualSports: game.virtualSports === true }),
      channel: this.device.current(),
      currency: playCurrency(player?.user.currency ?? null, this.config.defaultCurrency),
      language: this.language.current(),
      session: mode === 'real' && player !== null ? player.id : null,
      ...(mode === 'practice' && player !== null ? { practisingAs: player.id } : {}),
    };
    const answer = await this.gateway.launchUrl(request, signal);
    if (answer._tag === 'Left') {
      if (answer.left.code !== 'ABORTED') this.logger.warn(`launch: game ${game.id} (${mode}) failed (${answer.left.code})`);
      return left(launchErrorOf(answer.left));
    }
    const frame = providerFrameUrl(answer.right, this.config.gameProviderOrigins);
    if (frame === null) {
      this.logger.warn(`launch: refused a launch URL of game ${game.id} that is not on a game provider origin`);
      return left({ code: 'UNSAFE_URL' });
    }
    if (player !== null) void this.playerGames.recordLaunch(game.id);
    return right({ gameId: game.id, mode, url: frame.url, origin: frame.origin });
  }
}
