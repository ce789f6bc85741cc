export const LoginTokens = {
  LoginGateway: Symbol.for('login.LoginGateway'),
  CaptchaGateway: Symbol.for('login.CaptchaGateway'),
  PasswordResetGateway: Symbol.for('login.PasswordResetGateway'),
  LoginService: Symbol.for('login.LoginService'),
  PasswordResetService: Symbol.for('login.PasswordResetService'),
} as const;

/** forcePasswordReset: the shortest new password the form sends. */
export const MIN_PASSWORD_LENGTH = 8;
