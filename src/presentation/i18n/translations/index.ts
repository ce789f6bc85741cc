import { en } from './en';
import { es } from './es';

export const languageTranslations = { en, es };
