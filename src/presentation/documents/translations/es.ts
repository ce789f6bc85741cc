import type { DocumentsMessages } from './en';

export const es: DocumentsMessages = {
  documents: {
    title: 'Verifica tu identidad',
    intro: 'Sube una foto de tu documento de identidad. Solo lleva un minuto.',
    frameTitle: 'Subida del documento de identidad',
    loading: 'Preparando la subida segura…',
    resultTitle: 'Verificación de identidad',
    processing: 'Gracias: tu documento se ha enviado y se está procesando. Te avisaremos cuando esté revisado.',
    failed: 'No se ha podido enviar tu documento. Inténtalo de nuevo.',
    tryAgain: 'Intentar de nuevo',
    backToAccount: 'Volver a mi cuenta',
    unableTitle: 'Ahora no podemos verificar tu identidad',
    unableText: 'La verificación de identidad no está disponible en este momento. Inténtalo más tarde o contacta con soporte.',
    blockedTitle: 'Verificación de identidad bloqueada',
    blockedText: 'La verificación de tu documento de identidad está bloqueada. Contacta con soporte.',
    alert: {
      PHONE_NOT_VALIDATED: 'Valida tu número de teléfono para verificar tu cuenta.',
      REQUESTED: 'Necesitamos una copia de tu documento de identidad.',
      INVALID: 'No hemos podido aceptar tu documento de identidad. Envía uno nuevo.',
      BLOCKED: 'La verificación de tu documento de identidad está bloqueada.',
      actionPhone: 'Validar teléfono',
      actionDocument: 'Subir documento',
      actionBlocked: 'Ver por qué',
    },
  },
};
