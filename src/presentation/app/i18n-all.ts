// Tests and the pre-render start in any language at once: every language's messages, loaded now.
import { FIRST_SCRIPT_ENGLISH, registerLanguage, type Messages } from './i18n';
import { MESSAGES as GERMAN } from './i18n-de.generated';
import { ENGLISH_PAGES } from './i18n-english-pages.generated';
import { MESSAGES as SPANISH } from './i18n-es.generated';

// Every namespace in every language: the type checker refuses a language missing one.
const english = { ...FIRST_SCRIPT_ENGLISH, ...ENGLISH_PAGES } satisfies Messages;
const spanish = SPANISH satisfies Messages;
const german = GERMAN satisfies Messages;
registerLanguage('en', english);
registerLanguage('es', spanish);
registerLanguage('de', german);

export const MESSAGES = { en: english, es: spanish, de: german } as const;
