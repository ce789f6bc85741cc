import type { ReferralMessages } from './en';

export const de: ReferralMessages = {
  referFriend: {
    title: 'Freunde werben',
    intro: 'Teilen Sie Ihren Link. Wer sich darüber registriert, zählt als von Ihnen geworben.',
    code: 'Ihr Empfehlungscode',
    link: 'Ihr Empfehlungslink',
    copy: 'Link kopieren',
    copied: 'Link kopiert.',
    copyFailed: 'Der Link konnte nicht kopiert werden: Bitte markieren und kopieren Sie ihn selbst.',
    referredPlayers: 'Registrierte Freunde',
    clicks: 'Besuche über Ihren Link',
    loading: 'Ihre Empfehlungsdaten werden geladen…',
    unavailable: 'Ihre Empfehlungsdaten können gerade nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
  },
};
