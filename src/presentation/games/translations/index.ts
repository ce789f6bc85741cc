import { en } from './en';
import { es } from './es';

export const gamesTranslations = { en, es };
