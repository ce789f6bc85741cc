import type { GeoLocationService } from '../../application/content/geo-location-service';
import { ContentTokens } from '../../application/content/tokens';
import { jurisdictionFor, type JurisdictionRules } from '../../domain/config';
import { useService } from '../shared/container';
import { useSiteConfig } from '../shared/hooks';
import { useObservable } from '../shared/use-observable';
import { useSession } from '../session/hooks';

/**
 * The jurisdiction whose rules apply here: the player's, or for a visitor (and while a returning
 * player's session is restored) the one of where the site placed them (the `st` cookie), else the default.
 */
export const useJurisdiction = (): JurisdictionRules => {
  const session = useSession();
  const config = useSiteConfig();
  const geo = useService<GeoLocationService>(ContentTokens.GeoLocationService);
  // The stream says when the platform placed a visitor after the first render; the cookie is what is known before.
  const located = useObservable(geo.location$, null) ?? geo.knownNow();
  const where =
    session.status === 'authenticated'
      ? { countryCode: session.user.countryCode, subdivision: session.user.subdivision }
      : { countryCode: located?.country ?? null, subdivision: located?.subdivision ?? null };
  return jurisdictionFor(config, where);
};
