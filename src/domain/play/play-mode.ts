/** Real play stakes the player's money; practice play uses play money and needs no login. */
export type PlayMode = 'real' | 'practice';

/** The channel a launch is for (GAME-09 `channelType` and `X-Channel`). */
export type Channel = 'desktop' | 'mobile';
