import { lazyPart } from '../shared/lazy-part';
import { useSession } from '../session/hooks';

const NoBanner = () => null;

/** The break banner (PS-02), in a chunk of its own: only players need it, so a visitor's page never downloads it. */
export const breakBanner = lazyPart(() => import('../safer-gambling/BreakBanner').then((module) => module.BreakBanner), NoBanner);

export const BreakBannerSlot = () => (useSession().status === 'authenticated' ? <breakBanner.Part /> : null);
