import type { FrameChannelOpener } from '../shared/frame-messages';
import type { LegacyHostMessage, LegacyMessage } from './legacy-messages';

/** Channels to the legacy application's frames, speaking its protocol. */
export type LegacyFrameChannels = FrameChannelOpener<LegacyMessage, LegacyHostMessage>;

/** Loads a site path as a new document (a full page load), leaving the running app (EMB-06). */
export interface DocumentNavigator {
  load(sitePath: string): void;
}
