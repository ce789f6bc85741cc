/** SG-01: an organisation a player can turn to for help with gambling, from their jurisdiction's rules. */
export interface HelpOrganisation {
  readonly name: string;
  readonly phone: string | null;
  readonly url: string | null;
}
