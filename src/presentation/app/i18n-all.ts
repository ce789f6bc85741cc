// Tests and the pre-render start in any language at once: every language's messages, loaded now.
import { ENGLISH, registerLanguage, type Messages } from './i18n';
import { SPANISH } from './i18n-languages';

// Every namespace in every language: the type checker refuses a language missing one.
const spanish: Messages = SPANISH;
registerLanguage('es', spanish);

export const MESSAGES = { en: ENGLISH, es: SPANISH } as const;
