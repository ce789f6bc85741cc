import { en } from './en';
import { es } from './es';

export const appTranslations = { en, es };
