// Written by scripts/contexts.ts from src/infrastructure/*/*.context.ts: do not edit, run `node --import tsx scripts/contexts.ts`.
import { en as app } from '../app/translations/en';
import { en as content } from '../content/translations/en';
import { en as games } from '../games/translations/en';
import { en as i18n } from '../i18n/translations/en';
import { en as session } from '../session/translations/en';

/** The English of the app's and the eager contexts' namespaces: in the site's first script. */
export const FIRST_SCRIPT_ENGLISH = { app, content, games, i18n, session } as const;
/** The namespaces only deferred contexts' pages (and a few lazy pages) show: their English is `ENGLISH_PAGES`, a chunk of its own. */
export const PAGE_NAMESPACES = ['bonus', 'cashier', 'contact', 'documents', 'embedded', 'forum', 'gamePages', 'help', 'inbox', 'join', 'login', 'loyalty', 'loyaltyStatus', 'play', 'redemption', 'referral', 'saferGambling', 'twofactor', 'verification', 'wallet'] as const;
