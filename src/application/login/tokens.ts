export const LoginTokens = {
  LoginGateway: Symbol.for('login.LoginGateway'),
  CaptchaGateway: Symbol.for('login.CaptchaGateway'),
  PasswordResetGateway: Symbol.for('login.PasswordResetGateway'),
  LoginService: Symbol.for('login.LoginService'),
  PasswordResetService: Symbol.for('login.PasswordResetService'),
} as const;

/** A new password's length limits, as joining's (the platform's registration options); the platform checks again. */
export const NEW_PASSWORD_LIMITS = { passwordMinLength: 10, passwordMaxLength: 128 } as const;
