// Written by scripts/contexts.ts from src/infrastructure/*/*.context.ts: do not edit, run `node --import tsx scripts/contexts.ts`.
import { en as bonus } from '../bonus/translations/en';
import { en as cashier } from '../cashier/translations/en';
import { en as contact } from '../contact/translations/en';
import { en as documents } from '../documents/translations/en';
import { en as embedded } from '../embedded/translations/en';
import { en as forum } from '../forum/translations/en';
import { en as gamePages } from '../games/page-translations/en';
import { en as help } from '../help/translations/en';
import { en as inbox } from '../inbox/translations/en';
import { en as join } from '../join/translations/en';
import { en as login } from '../session/login-translations/en';
import { en as loyalty } from '../loyalty/translations/en';
import { en as loyaltyStatus } from '../loyalty/status-translations/en';
import { en as play } from '../play/translations/en';
import { en as redemption } from '../redemption/translations/en';
import { en as referral } from '../referral/translations/en';
import { en as saferGambling } from '../safer-gambling/translations/en';
import { en as twofactor } from '../twofactor/translations/en';
import { en as verification } from '../verification/translations/en';
import { en as wallet } from '../wallet/translations/en';

/** The English messages only deferred contexts' pages show: a chunk of their own, loaded when such a page first asks for its namespace (and when the browser is idle). */
export const ENGLISH_PAGES = { bonus, cashier, contact, documents, embedded, forum, gamePages, help, inbox, join, login, loyalty, loyaltyStatus, play, redemption, referral, saferGambling, twofactor, verification, wallet } as const;
