import type { ForumMessages } from './en';

export const es: ForumMessages = {
  forum: {
    title: 'Iniciar sesión en el foro',
    ready: 'Has iniciado sesión. Continúa al foro con tu cuenta del casino.',
    continue: 'Continuar al foro',
    incomplete: 'Este enlace de inicio de sesión está incompleto o no procede de nuestro foro. Abre el foro y elige «Iniciar sesión» de nuevo.',
    home: 'Volver al inicio',
  },
};
