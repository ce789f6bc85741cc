export const en = {
  pin: {
    title: 'Your PIN code',
    introAdd: 'Your account needs a 4-digit PIN code. You will use it to confirm sensitive operations.',
    introReset: 'Please choose a new 4-digit PIN code.',
    label: 'PIN code (4 digits)',
    submit: 'Save PIN',
    invalid: 'The PIN must be exactly four digits.',
    success: 'Your PIN code has been saved.',
    resetDone: 'Your new PIN code has been saved. Please log in again.',
    failed: 'We could not save your PIN code. Please try again.',
    noSession: 'No session ID found. Please log in again.',
    loginFirst: 'Please log in first, then set your PIN code.',
  },
  phone: {
    title: 'Verify your phone number',
    intro: 'Your account needs a verified phone number before you continue.',
    unavailable: 'Phone verification is not available on this site yet. Please contact support to verify your number.',
  },
};

export type VerificationMessages = typeof en;
