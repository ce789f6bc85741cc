import type { SessionMessages } from './en';

export const de: SessionMessages = {
  logout: {
    button: 'Abmelden',
    success: 'Sie wurden abgemeldet. Bis bald!',
    failed: 'Beim Abmelden ist ein unerwarteter Fehler aufgetreten.',
  },
  session: { expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.' },
};
