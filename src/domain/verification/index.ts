export * from './calling-codes';
export * from './confirmation-code';
export * from './operation-status';
export * from './phone';
export * from './pin-code';
export * from './ports';
