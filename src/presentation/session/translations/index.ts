import { en } from './en';
import { es } from './es';

export const sessionTranslations = { en, es };
