import { es as cashier } from '../cashier/translations/es';
import { es as contact } from '../contact/translations/es';
import { es as login } from '../session/login-translations/es';
import { es as forum } from '../forum/translations/es';
import { es as help } from '../help/translations/es';
import { es as documents } from '../documents/translations/es';
import { es as content } from '../content/translations/es';
import { es as embedded } from '../embedded/translations/es';
import { es as games } from '../games/translations/es';
import { es as i18nMessages } from '../i18n/translations/es';
import { es as join } from '../join/translations/es';
import { es as loyalty } from '../loyalty/translations/es';
import { es as play } from '../play/translations/es';
import { es as referral } from '../referral/translations/es';
import { es as saferGambling } from '../safer-gambling/translations/es';
import { es as session } from '../session/translations/es';
import { es as twofactor } from '../twofactor/translations/es';
import { es as verification } from '../verification/translations/es';
import { es as wallet } from '../wallet/translations/es';
import { es as app } from './translations/es';

/** The Spanish messages, per namespace: the chunk the site loads for a player in Spanish. */
export const SPANISH = { app, session, wallet, loyalty, verification, cashier, contact, i18n: i18nMessages, content, play, games, embedded, twofactor, documents, forum, login, help, join, referral, saferGambling } as const;
