import { ContainerModule } from 'inversify';
import { PlayTokens } from '../../application/play/tokens';
import type { DeviceChannel } from '../../domain/play';
import type { AdapterFactory } from '../shared/adapter-factory';

/** The device the site runs on: bound from the start, since the cashier asks it too. */
export const playDeviceModule = (deviceChannel: AdapterFactory<DeviceChannel>) =>
  new ContainerModule(({ bind }) => {
    bind<DeviceChannel>(PlayTokens.DeviceChannel).toDynamicValue(deviceChannel).inSingletonScope();
  });
