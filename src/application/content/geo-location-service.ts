import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { defer, distinctUntilChanged, filter, from, map, merge, of, shareReplay, skip, switchMap, type Observable } from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import { parseLocation, type GeoLocationGateway, type LocationCookie } from '../../domain/content';
import type { GeoLocation } from '../../domain/shared/geo-filter';
import type { Logger } from '../../domain/shared/ports';
import { ConfigTokens } from '../config/tokens';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { SharedTokens } from '../shared/tokens';
import { ContentTokens } from './tokens';

/**
 * GEO-03: where the player is, read from the `st` cookie; when it is absent the platform is asked
 * (it must answer 202 and set the cookie) and the cookie is read again. When a player logs in or
 * out, the platform is asked again, as it may place a player by their address. Emits once the
 * location is known (null when it cannot be known), and only with `enableGeoTargeting`: without it
 * nothing is hidden by region, so it emits null at once and asks nothing (GEO-01).
 */
@injectable()
export class GeoLocationService {
  readonly location$: Observable<GeoLocation | null>;

  constructor(
    @inject(ContentTokens.GeoLocationGateway) private readonly gateway: GeoLocationGateway,
    @inject(ContentTokens.LocationCookie) private readonly cookie: LocationCookie,
    @inject(SessionTokens.SessionService) session: SessionService,
    @inject(ConfigTokens.SiteConfig) config: SiteConfig,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
  ) {
    // Who is playing, once known; a change after that is a login or a logout.
    const playerChanges$ = session.state$.pipe(
      filter((state) => state.status !== 'unknown'),
      map((state) => (state.status === 'authenticated' ? state.id : null)),
      distinctUntilChanged(),
      skip(1),
    );
    this.location$ = !config.enableGeoTargeting
      ? of(null)
      : merge(of('start' as const), playerChanges$.pipe(map(() => 'player changed' as const))).pipe(
          switchMap((reason) =>
            defer(() => {
              const known = reason === 'start' ? parseLocation(cookie.read()) : null;
              return known !== null ? of(known) : this.locate();
            }),
          ),
          distinctUntilChanged((previous, next) => previous?.subdivision === next?.subdivision && previous?.country === next?.country),
          shareReplay({ bufferSize: 1, refCount: false }),
        );
  }

  /** The location if the cookie already tells it (no request): for a first render. */
  knownNow(): GeoLocation | null {
    return parseLocation(this.cookie.read());
  }

  private locate(): Observable<GeoLocation | null> {
    return from(this.gateway.locate()).pipe(
      map((answer) => {
        if (isLeft(answer)) {
          this.logger.warn('geolocation: the platform did not locate the player', answer.left);
          return null;
        }
        return parseLocation(this.cookie.read());
      }),
    );
  }
}
