export * from './affiliate-application';
export * from './contact-message';
export * from './countries';
export * from './form-text';
export * from './ports';
export * from './submission';
