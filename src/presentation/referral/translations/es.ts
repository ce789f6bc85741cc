import type { ReferralMessages } from './en';

export const es: ReferralMessages = {
  referFriend: {
    title: 'Invita a un amigo',
    intro: 'Comparte tu enlace. Un amigo que se registre con él cuenta como invitado por ti.',
    code: 'Tu código de invitación',
    link: 'Tu enlace de invitación',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado.',
    copyFailed: 'No se pudo copiar el enlace: selecciónalo y cópialo tú mismo.',
    referredPlayers: 'Amigos registrados',
    clicks: 'Visitas con tu enlace',
    loading: 'Cargando tus datos de invitación…',
    unavailable: 'Ahora no podemos mostrar tus datos de invitación. Inténtalo de nuevo más tarde.',
  },
};
