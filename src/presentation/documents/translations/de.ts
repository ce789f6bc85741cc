import type { DocumentsMessages } from './en';

export const de: DocumentsMessages = {
  documents: {
    title: 'Bestätigen Sie Ihre Identität',
    intro: 'Laden Sie ein Foto Ihres Ausweisdokuments hoch. Das dauert nur eine Minute.',
    frameTitle: 'Ausweisdokument hochladen',
    loading: 'Der sichere Upload wird vorbereitet…',
    resultTitle: 'Identitätsprüfung',
    processing: 'Vielen Dank: Ihr Dokument wurde übermittelt und wird bearbeitet. Wir benachrichtigen Sie, sobald es geprüft ist.',
    failed: 'Ihr Dokument konnte nicht übermittelt werden. Bitte versuchen Sie es erneut.',
    tryAgain: 'Erneut versuchen',
    backToAccount: 'Zurück zu meinem Konto',
    unableTitle: 'Wir können Ihre Identität derzeit nicht prüfen',
    unableText: 'Die Identitätsprüfung ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut oder wenden Sie sich an den Support.',
    blockedTitle: 'Identitätsprüfung gesperrt',
    blockedText: 'Die Prüfung Ihres Ausweisdokuments ist gesperrt. Bitte wenden Sie sich an den Support.',
    alert: {
      PHONE_NOT_VALIDATED: 'Bestätigen Sie Ihre Telefonnummer, um Ihr Konto zu verifizieren.',
      REQUESTED: 'Wir benötigen eine Kopie Ihres Ausweisdokuments.',
      INVALID: 'Ihr Ausweisdokument konnte nicht akzeptiert werden. Bitte senden Sie ein neues.',
      BLOCKED: 'Die Prüfung Ihres Ausweisdokuments ist gesperrt.',
      actionPhone: 'Telefon bestätigen',
      actionDocument: 'Dokument hochladen',
      actionBlocked: 'Grund anzeigen',
    },
  },
};
