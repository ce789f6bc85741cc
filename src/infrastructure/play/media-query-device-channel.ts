import type { Channel, DeviceChannel } from '../../domain/play';

/** A phone or small tablet: a narrow screen, or a touch screen without hover. */
const MOBILE_QUERY = '(max-width: 767px), (hover: none) and (pointer: coarse)';

export class MediaQueryDeviceChannel implements DeviceChannel {
  current(): Channel {
    const mobile = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
    return mobile ? 'mobile' : 'desktop';
  }
}
