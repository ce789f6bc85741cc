import type { FastifyRequest } from 'fastify';
import { headerText } from '../../kernel/http/request-headers.ts';

/** The languages the legacy application's pages speak. */
export type LegacyLanguage = 'en' | 'es' | 'de';

export const legacyLanguages: readonly LegacyLanguage[] = ['en', 'es', 'de'];

export function legacyLanguage(value: unknown): LegacyLanguage | null {
  return legacyLanguages.find((language) => language === value) ?? null;
}

/** The first of the browser's preferred languages (`Accept-Language`) the application speaks. */
export function preferredLegacyLanguage(acceptLanguage: string | undefined): LegacyLanguage | null {
  for (const range of (acceptLanguage ?? '').split(',')) {
    const language = legacyLanguage(range.split(';')[0]?.trim().slice(0, 2).toLowerCase());
    if (language !== null) return language;
  }
  return null;
}

/** A page's language: `?lang=`, else the browser's preference, else English. */
export const languageOf = (request: FastifyRequest): LegacyLanguage =>
  legacyLanguage((request.query as Record<string, unknown> | undefined)?.lang) ?? preferredLegacyLanguage(headerText(request, 'accept-language')) ?? 'en';
