import type { EmbeddedMessages } from './en';

export const de: EmbeddedMessages = {
  embedded: {
    sportsbook: 'Sportwetten',
    sportsbookFrame: 'Sportwetten: Spiele, Quoten und Ihre Wetten',
    loading: 'Wird geladen…',
    back: 'Zurück',
    slow: 'Das dauert länger als gewöhnlich. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    unconfigured: 'Dieser Bereich der Website ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
  },
};
