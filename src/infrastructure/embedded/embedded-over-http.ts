import type { EmbeddedAdapters } from './embedded.module';
import { WindowLegacyFrameChannels } from './window-legacy-frame-channels';

export const embeddedOverHttp: EmbeddedAdapters = { frames: (logger) => new WindowLegacyFrameChannels(window, logger) };
