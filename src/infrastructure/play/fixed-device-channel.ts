import type { Channel, DeviceChannel } from '../../domain/play';

/** Tests only: the device a test says the site runs on. */
export class FixedDeviceChannel implements DeviceChannel {
  channel: Channel = 'desktop';

  current(): Channel {
    return this.channel;
  }
}
