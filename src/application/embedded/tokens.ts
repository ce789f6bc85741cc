export const EmbeddedTokens = {
  LegacyFrameChannels: Symbol.for('embedded.LegacyFrameChannels'),
  DocumentNavigator: Symbol.for('embedded.DocumentNavigator'),
  /** A new one per embedded frame (transient): one frame's session, from open to close. */
  EmbeddedAppSession: Symbol.for('embedded.EmbeddedAppSession'),
} as const;
