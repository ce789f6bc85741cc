import { en } from './en';
import { es } from './es';

export const contentTranslations = { en, es };
