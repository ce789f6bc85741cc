export * from './content';
export * from './images';
export * from './links';
export * from './location';
export * from './menus';
export * from './ports';
export * from './visibility';
export * from './headline';
