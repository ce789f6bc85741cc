import { es as cashier } from '../cashier/translations/es';
import { es as content } from '../content/translations/es';
import { es as games } from '../games/translations/es';
import { es as i18nMessages } from '../i18n/translations/es';
import { es as loyalty } from '../loyalty/translations/es';
import { es as play } from '../play/translations/es';
import { es as session } from '../session/translations/es';
import { es as verification } from '../verification/translations/es';
import { es as wallet } from '../wallet/translations/es';
import { ENGLISH, registerLanguage, type Messages } from './i18n';
import { es as app } from './translations/es';

/** Every language's messages, per namespace: the chunk the site loads for a language other than English. */
export const SPANISH = { app, session, wallet, loyalty, verification, cashier, i18n: i18nMessages, content, play, games } as const satisfies Messages;

export const MESSAGES = { en: ENGLISH, es: SPANISH } as const;

export const registerAllLanguages = (): void => {
  registerLanguage('es', SPANISH);
};
