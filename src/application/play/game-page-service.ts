import { right, type Either } from 'fp-ts/Either';
import { inject, injectable, optional } from 'inversify';
import type { SiteConfig } from '../../domain/config';
import type { GamePage, PreloadedGamePages } from '../../domain/games';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { ConfigTokens } from '../config/tokens';
import type { CatalogueService } from '../games/catalogue-service';
import { GamesTokens } from '../games/tokens';
import type { LanguageService } from '../i18n/language-service';
import { I18nTokens } from '../i18n/tokens';
import { PlayTokens } from './tokens';

/**
 * A game's page (GP-01): the one the server painted into the page when it is this game's, else the
 * catalogue's answer. Bound with the play context, which every game page loads first, so reading the
 * painted page (and the facts' codec it needs) is no part of the home page's first script.
 */
@injectable()
export class GamePageService {
  constructor(
    @inject(GamesTokens.CatalogueService) private readonly catalogue: CatalogueService,
    @inject(I18nTokens.LanguageService) private readonly language: LanguageService,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
    @inject(PlayTokens.PreloadedGamePages) @optional() private readonly preloadedGamePages: PreloadedGamePages | undefined,
  ) {}

  /**
   * The game's page the server painted into the page, in the current language, when neither the game
   * nor a similar game has a geo filter (so it shows the same wherever the player is): the game
   * page's first render shows it at once.
   */
  preloaded(slug: string): GamePage | null {
    const page = this.preloadedGamePages?.take({ language: this.language.current(), bucket: this.config.bucket }, slug) ?? null;
    return page !== null && [page.game, ...page.similarGames].every((game) => game.geoTargetingFilter === null) ? page : null;
  }

  /** The game's page; a game hidden from the player's region is not found, and is no similar game either. */
  async page(slug: string): Promise<Either<GatewayError, GamePage>> {
    const preloaded = this.preloaded(slug);
    return preloaded !== null ? right(preloaded) : this.catalogue.gamePage(slug);
  }
}
