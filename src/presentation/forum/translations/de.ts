import type { ForumMessages } from './en';

export const de: ForumMessages = {
  forum: {
    title: 'Im Forum anmelden',
    ready: 'Sie sind angemeldet. Weiter zum Forum mit Ihrem Casino-Konto.',
    continue: 'Weiter zum Forum',
    incomplete: 'Dieser Anmeldelink ist unvollständig oder stammt nicht aus unserem Forum. Öffnen Sie das Forum und wählen Sie erneut „Anmelden“.',
    home: 'Zurück zur Startseite',
  },
};
