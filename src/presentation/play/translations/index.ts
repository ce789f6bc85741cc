import { en } from './en';
import { es } from './es';

export const playTranslations = { en, es };
