import { en } from './en';
import { es } from './es';

export const verificationTranslations = { en, es };
