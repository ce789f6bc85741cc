import type { RedemptionMessages } from './en';

export const es: RedemptionMessages = {
  redeem: {
    title: 'Canjear puntos',
    offer: 'Puedes canjear {{points}} {{name}} por {{value}} de dinero de bono.',
    keepsTier: 'Canjear nunca cambia tu nivel: sigues en {{tier}}. Tu nivel depende de los puntos de estado, que ganas jugando y nunca se gastan.',
    nothing: 'Reúne 100 {{name}} para canjearlos por dinero de bono: jugar con dinero real da 10 puntos por cada 1,00 apostado.',
    start: 'Canjear por {{value}}',
    question: '¿Canjear {{points}} {{name}} por {{value}} de dinero de bono?',
    confirm: 'Sí, canjear',
    redeeming: 'Canjeando…',
    cancel: 'Cancelar',
    done: 'Se han añadido {{value}} a tu saldo de bono.',
    retry: 'Reintentar',
    close: 'Cerrar',
    failed: {
      notEnoughPoints: 'Ya no tienes tantos {{name}} para canjear. Hemos actualizado tus puntos.',
      excluded: 'Tu cuenta no puede canjear {{name}}. Ponte en contacto con soporte.',
      onBreak: 'Te estás tomando un descanso del juego, así que no puedes canjear {{name}} hasta que termine.',
      refused: 'No se han podido canjear tus puntos. Inténtalo de nuevo más tarde.',
      unavailable: 'No hemos podido contactar con el servicio de fidelidad, así que aún no sabemos si tus puntos se han canjeado. Vuelve a intentarlo: nunca se canjearán dos veces.',
    },
  },
};
