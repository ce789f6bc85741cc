import { en } from './en';
import { es } from './es';

export const walletTranslations = { en, es };
