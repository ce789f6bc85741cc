export const PlayTokens = {
  GameLaunchGateway: Symbol.for('play.GameLaunchGateway'),
  DeviceChannel: Symbol.for('play.DeviceChannel'),
  GameFrameChannels: Symbol.for('play.GameFrameChannels'),
  LaunchService: Symbol.for('play.LaunchService'),
  /** The game page the server painted into the page (GP-01), read with the play context, not in the first script. */
  PreloadedGamePages: Symbol.for('play.PreloadedGamePages'),
  GamePageService: Symbol.for('play.GamePageService'),
  /** A new one per game page (transient): the play of one page, from launch to close. */
  GamePlay: Symbol.for('play.GamePlay'),
} as const;

/**
 * Not stated by the spec: after the first `game:balance-changed`, further ones refresh the wallet at
 * most once a second (docs/decisions.md), so a game that reports every spin cannot flood the platform.
 */
export const BALANCE_REFRESH_THROTTLE_MS = 1_000;
