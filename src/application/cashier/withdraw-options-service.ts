import { isLeft, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { of, shareReplay, startWith, Subject, switchMap, type Observable } from 'rxjs';
import {
  CARD_ONLY,
  paymentRegionOf,
  withdrawalGroupsQuery,
  withdrawOptionsOf,
  type MethodGroupsGateway,
  type PaymentProfileGateway,
  type WithdrawOptions,
} from '../../domain/cashier';
import type { SiteConfig } from '../../domain/config';
import type { DeviceChannel } from '../../domain/play';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { Logger } from '../../domain/shared/ports';
import { ConfigTokens } from '../config/tokens';
import type { GeoLocationService } from '../content/geo-location-service';
import { ContentTokens } from '../content/tokens';
import { LOADING_STATE, type LoadState } from '../shared/load-state';
import { PlayTokens } from '../play/tokens';
import type { AuthenticatedSession, SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { SharedTokens } from '../shared/tokens';
import { CashierTokens } from './tokens';
import { loadOnce } from '../shared/load-once';

/**
 * CASH-02 to CASH-04: which ways to withdraw the player is offered. The payment profile (cp, ct) and
 * the player's currency, region and device make the method groups' query; the groups and the linked
 * persona accounts decide. Loaded once per session while something shows it; `retry` asks again.
 */
@injectable()
export class WithdrawOptionsService {
  private readonly retries = new Subject<void>();
  readonly options$: Observable<LoadState<WithdrawOptions> | null>;

  constructor(
    @inject(CashierTokens.PaymentProfileGateway) private readonly profiles: PaymentProfileGateway,
    @inject(CashierTokens.MethodGroupsGateway) private readonly groups: MethodGroupsGateway,
    @inject(SessionTokens.SessionService) session: SessionService,
    @inject(ContentTokens.GeoLocationService) private readonly geo: GeoLocationService,
    @inject(PlayTokens.DeviceChannel) private readonly device: DeviceChannel,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
    @inject(SharedTokens.Logger) private readonly logger: Logger,
  ) {
    this.options$ = session.authenticated$.pipe(
      switchMap((player) =>
        player === null
          ? of(null)
          : this.retries.pipe(
              startWith(undefined),
              switchMap(() => loadOnce((signal) => this.load(player, signal)).pipe(startWith(LOADING_STATE))),
            ),
      ),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  retry(): void {
    this.retries.next();
  }

  private async load({ id, user }: AuthenticatedSession, signal: AbortSignal): Promise<Either<GatewayError, WithdrawOptions>> {
    const profile = await this.profiles.info(id, signal);
    if (isLeft(profile)) return profile;
    const region = paymentRegionOf(user, this.geo.knownNow());
    if (region === null) {
      // The platform cannot route a player it cannot place: the card, offered everywhere, is all there is.
      this.logger.warn('cashier: no region for the method groups; offering the card only');
      return right(CARD_ONLY);
    }
    const query = withdrawalGroupsQuery(
      profile.right,
      { currency: user.currency, region },
      { brand: this.config.brandCode, channel: this.device.current() === 'mobile' ? 'MOBILE' : 'DESKTOP' },
    );
    const groups = await this.groups.groups(query, signal);
    if (isLeft(groups)) return groups;
    return right(withdrawOptionsOf(groups.right, user.personaLinkedAccounts));
  }
}
