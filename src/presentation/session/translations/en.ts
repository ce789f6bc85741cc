export const en = {
  logout: {
    button: 'Log out',
    success: 'You have been logged out. See you soon!',
    failed: 'An unexpected error occurred while logging out.',
  },
  session: { expired: 'Your session has ended. Please log in again.' },
};

export type SessionMessages = typeof en;
