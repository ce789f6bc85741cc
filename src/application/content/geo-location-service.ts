import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { defer, from, map, of, shareReplay, type Observable } from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import { parseLocation, type GeoLocationGateway, type LocationCookie } from '../../domain/content';
import type { GeoLocation } from '../../domain/shared/geo-filter';
import type { Logger } from '../../domain/shared/ports';
import { ConfigTokens } from '../config/tokens';
import { SharedTokens } from '../shared/tokens';
import { ContentTokens } from './tokens';

/**
 * GEO-03: where the player is, read from the `st` cookie; when it is absent the platform is asked
 * (it must answer 202 and set the cookie) and the cookie is read again. Emits once the location is
 * known (null when it cannot be known), and only with `enableGeoTargeting`: without it nothing is
 * hidden by region, so it emits null at once and asks nothing (GEO-01).
 */
@injectable()
export class GeoLocationService {
  readonly location$: Observable<GeoLocation | null>;

  constructor(
    @inject(ContentTokens.GeoLocationGateway) gateway: GeoLocationGateway,
    @inject(ContentTokens.LocationCookie) private readonly cookie: LocationCookie,
    @inject(ConfigTokens.SiteConfig) config: SiteConfig,
    @inject(SharedTokens.Logger) logger: Logger,
  ) {
    this.location$ = !config.enableGeoTargeting
      ? of(null)
      : defer(() => {
          const known = parseLocation(cookie.read());
          if (known !== null) return of(known);
          return from(gateway.locate()).pipe(
            map((answer) => {
              if (isLeft(answer)) {
                logger.warn('geolocation: the platform did not locate the player', answer.left);
                return null;
              }
              return parseLocation(cookie.read());
            }),
          );
        }).pipe(shareReplay({ bufferSize: 1, refCount: false }));
  }

  /** The location if the cookie already tells it (no request): for a first render. */
  knownNow(): GeoLocation | null {
    return parseLocation(this.cookie.read());
  }
}
