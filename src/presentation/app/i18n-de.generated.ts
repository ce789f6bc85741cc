// Written by scripts/contexts.ts from src/infrastructure/*/*.context.ts: do not edit, run `node --import tsx scripts/contexts.ts`.
import { de as app } from '../app/translations/de';
import { de as bonus } from '../bonus/translations/de';
import { de as cashier } from '../cashier/translations/de';
import { de as contact } from '../contact/translations/de';
import { de as content } from '../content/translations/de';
import { de as documents } from '../documents/translations/de';
import { de as embedded } from '../embedded/translations/de';
import { de as forum } from '../forum/translations/de';
import { de as gamePages } from '../games/page-translations/de';
import { de as games } from '../games/translations/de';
import { de as help } from '../help/translations/de';
import { de as i18n } from '../i18n/translations/de';
import { de as inbox } from '../inbox/translations/de';
import { de as join } from '../join/translations/de';
import { de as login } from '../session/login-translations/de';
import { de as loyalty } from '../loyalty/translations/de';
import { de as loyaltyStatus } from '../loyalty/status-translations/de';
import { de as play } from '../play/translations/de';
import { de as redemption } from '../redemption/translations/de';
import { de as referral } from '../referral/translations/de';
import { de as saferGambling } from '../safer-gambling/translations/de';
import { de as session } from '../session/translations/de';
import { de as twofactor } from '../twofactor/translations/de';
import { de as verification } from '../verification/translations/de';
import { de as wallet } from '../wallet/translations/de';

/** The messages in 'de', per namespace: the chunk the site loads for a player in that language. */
export const MESSAGES = { app, content, games, i18n, session, bonus, cashier, contact, documents, embedded, forum, gamePages, help, inbox, join, login, loyalty, loyaltyStatus, play, redemption, referral, saferGambling, twofactor, verification, wallet } as const;
