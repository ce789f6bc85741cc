import { en } from './en';
import { es } from './es';

export const cashierTranslations = { en, es };
