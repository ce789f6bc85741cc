export * from './deep-link';
export * from './game-messages';
export * from './launch';
export * from './play-mode';
export * from './play-options';
export * from './ports';
export * from './practice-access';
export * from './provider-url';
