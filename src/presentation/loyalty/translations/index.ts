import { en } from './en';
import { es } from './es';

export const loyaltyTranslations = { en, es };
