import { linkLoadOf, type LinkLoad } from '../../domain/embedded';
import { useSession } from '../session/hooks';
import { useSiteConfig } from '../shared/hooks';

/** EMB-06: whether a link to a site path opens in the running app or as a full page load, for the player's state now. */
export const useLinkLoad = (sitePath: string | null): LinkLoad => {
  const session = useSession();
  const config = useSiteConfig();
  if (sitePath === null) return 'in-app';
  return linkLoadOf(sitePath, {
    authenticated: session.status === 'authenticated',
    olympusLoggedPages: config.olympusLoggedPages,
    olympusUnLoggedPages: config.olympusUnLoggedPages,
  });
};
