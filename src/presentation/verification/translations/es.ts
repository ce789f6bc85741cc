import type { VerificationMessages } from './en';

export const es: VerificationMessages = {
  pin: {
    title: 'Tu código PIN',
    introAdd: 'Tu cuenta necesita un código PIN de 4 cifras. Lo usarás para confirmar operaciones sensibles.',
    introReset: 'Elige un nuevo código PIN de 4 cifras.',
    label: 'Código PIN (4 cifras)',
    submit: 'Guardar PIN',
    invalid: 'El PIN debe tener exactamente cuatro cifras.',
    success: 'Tu código PIN se ha guardado.',
    resetDone: 'Tu nuevo código PIN se ha guardado. Vuelve a iniciar sesión.',
    failed: 'No pudimos guardar tu código PIN. Inténtalo de nuevo.',
    noSession: 'No se encontró el ID de sesión. Vuelve a iniciar sesión.',
    loginFirst: 'Inicia sesión primero y después elige tu código PIN.',
  },
  phone: {
    title: 'Verifica tu número de teléfono',
    intro: 'Tu cuenta necesita un número de teléfono verificado antes de continuar.',
    unavailable: 'La verificación del teléfono aún no está disponible en este sitio. Contacta con soporte para verificar tu número.',
  },
};
