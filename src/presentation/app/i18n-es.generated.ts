// Written by scripts/contexts.ts from src/infrastructure/*/*.context.ts: do not edit, run `node --import tsx scripts/contexts.ts`.
import { es as app } from '../app/translations/es';
import { es as bonus } from '../bonus/translations/es';
import { es as cashier } from '../cashier/translations/es';
import { es as contact } from '../contact/translations/es';
import { es as content } from '../content/translations/es';
import { es as documents } from '../documents/translations/es';
import { es as embedded } from '../embedded/translations/es';
import { es as forum } from '../forum/translations/es';
import { es as gamePages } from '../games/page-translations/es';
import { es as games } from '../games/translations/es';
import { es as help } from '../help/translations/es';
import { es as i18n } from '../i18n/translations/es';
import { es as inbox } from '../inbox/translations/es';
import { es as join } from '../join/translations/es';
import { es as login } from '../session/login-translations/es';
import { es as loyalty } from '../loyalty/translations/es';
import { es as loyaltyStatus } from '../loyalty/status-translations/es';
import { es as play } from '../play/translations/es';
import { es as redemption } from '../redemption/translations/es';
import { es as referral } from '../referral/translations/es';
import { es as saferGambling } from '../safer-gambling/translations/es';
import { es as session } from '../session/translations/es';
import { es as twofactor } from '../twofactor/translations/es';
import { es as verification } from '../verification/translations/es';
import { es as wallet } from '../wallet/translations/es';

/** The messages in 'es', per namespace: the chunk the site loads for a player in that language. */
export const MESSAGES = { app, content, games, i18n, session, bonus, cashier, contact, documents, embedded, forum, gamePages, help, inbox, join, login, loyalty, loyaltyStatus, play, redemption, referral, saferGambling, twofactor, verification, wallet } as const;
