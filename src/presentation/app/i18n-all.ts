// Tests and the pre-render start in any language at once: every language's messages, loaded now.
import { registerAllLanguages } from './i18n-languages';

registerAllLanguages();

export { MESSAGES } from './i18n-languages';
