/** Where a player who forgot their password asks for a reset link (ACC-01). */
export const FORGOT_PASSWORD_PATH = '/account/forgot-password';
