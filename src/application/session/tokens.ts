export const SessionTokens = {
  LogoutGateway: Symbol.for('session.LogoutGateway'),
  ProfileGateway: Symbol.for('session.ProfileGateway'),
  SessionStore: Symbol.for('session.SessionStore'),
  LastPageStore: Symbol.for('session.LastPageStore'),
  SessionRejections: Symbol.for('session.SessionRejections'),
  PlayerPolling: Symbol.for('session.PlayerPolling'),
  SessionService: Symbol.for('session.SessionService'),
  LogoutService: Symbol.for('session.LogoutService'),
  LastPageService: Symbol.for('session.LastPageService'),
} as const;
