/** A help organisation the site links out to (never loads anything from). */
export interface HelpOrganisation {
  readonly name: string;
  readonly phone: string;
  readonly url: string;
}

/**
 * SG-19: a national self-exclusion scheme (GAMSTOP in Great Britain): one request excludes the player
 * from every gambling site licensed in the country. The site links out to it.
 */
export interface SelfExclusionScheme {
  readonly name: string;
  /** An https address. */
  readonly url: string;
}

/** The licence the operator holds in a jurisdiction, which the footer names (issue 22). */
export interface Licence {
  readonly authority: string;
  readonly number: string;
  /** The authority's https address. */
  readonly url: string;
}

/** Plain text by language code; an empty or missing text means no message in that language. */
export type LocalisedText = Readonly<Record<string, string>>;

/** One jurisdiction's safer-gambling rules as the platform sends them (SG-12). */
export interface JurisdictionRules {
  /** `GB`, `MT`, `CA-ON`…: a country or a subdivision. */
  readonly code: string;
  readonly minimumAge: number;
  readonly practicePlayNeedsVerifiedAge: boolean;
  /** The reality check's default interval; the player may choose another. */
  readonly realityCheckMinutes: number;
  readonly withdrawalReversal: boolean;
  /** How long a raised or removed limit waits before it applies. */
  readonly coolingOffHours: number;
  readonly helpOrganisations: readonly HelpOrganisation[];
  /** SG-19: the country's national self-exclusion scheme; null where it has none (or none the site could read). */
  readonly selfExclusionScheme: SelfExclusionScheme | null;
  /** null where the operator holds none there (or none the site could read). */
  readonly licence: Licence | null;
  readonly loginMessage: LocalisedText;
  readonly logoutMessage: LocalisedText;
  readonly autoplayAllowed: boolean;
  readonly quickSpinAllowed: boolean;
}

/**
 * The rules the site applies when it knows none for a player (no row, or a malformed one): the
 * strictest of every licence's, so an unknown jurisdiction never loosens anything.
 */
export const strictestRules = (code: string): JurisdictionRules => ({
  code,
  minimumAge: 18,
  practicePlayNeedsVerifiedAge: true,
  realityCheckMinutes: 60,
  withdrawalReversal: false,
  coolingOffHours: 24,
  helpOrganisations: [],
  selfExclusionScheme: null,
  licence: null,
  loginMessage: {},
  logoutMessage: {},
  autoplayAllowed: false,
  quickSpinAllowed: false,
});

export interface JurisdictionsConfig {
  /** null: the platform's rules for that code were malformed. */
  readonly jurisdictions: Readonly<Record<string, JurisdictionRules | null>>;
  readonly defaultJurisdiction: string;
}

export interface PlayerLocation {
  readonly countryCode: string | null;
  readonly subdivision: string | null;
}

/** The player's jurisdiction: their subdivision's row if there is one, else their country's, else the default's. */
export const jurisdictionFor = (config: JurisdictionsConfig, { countryCode, subdivision }: PlayerLocation): JurisdictionRules => {
  for (const code of [subdivision, countryCode, config.defaultJurisdiction]) {
    const wanted = code?.toUpperCase();
    if (wanted && Object.prototype.hasOwnProperty.call(config.jurisdictions, wanted)) return config.jurisdictions[wanted] ?? strictestRules(wanted);
  }
  return strictestRules(config.defaultJurisdiction);
};

/** A message in the player's language, else in English; null when the jurisdiction has none. */
export const messageIn = (text: LocalisedText, language: string): string | null => {
  const textIn = (code: string) => (Object.prototype.hasOwnProperty.call(text, code) ? (text[code]?.trim() ?? '') : '');
  return textIn(language) || textIn('en') || null;
};
