import { escapeHtml } from '../kernel/http/html.ts';
import type { RegisterMatchListing } from '../services/responsible-gambling/index.ts';

const occasions: Readonly<Record<RegisterMatchListing['occasion'], string>> = {
  SIGN_UP: 'Sign-up refused',
  LOGIN: 'Account excluded at login',
  SELF_EXCLUSION: 'Other account excluded',
  PHONE_CHANGE: 'Account excluded when its phone changed',
};

const matchedOn: Readonly<Record<RegisterMatchListing['matchedOn'], string>> = {
  NAME_AND_BIRTH_DATE: 'Name and birth date',
  PHONE_AND_BIRTH_DATE: 'Mobile number and birth date',
};

function matchRow(match: RegisterMatchListing): string {
  const at = match.matchedAt.toISOString();
  return `<tr>
  <td><time datetime="${at}">${escapeHtml(at.replace('T', ' ').slice(0, 16))} UTC</time></td>
  <td>${occasions[match.occasion]}</td>
  <td>${escapeHtml(match.username)}</td>
  <td>${matchedOn[match.matchedOn]}</td>
  <td>${escapeHtml(match.excludedName)} (${escapeHtml(match.excludedUsername)})${match.entryInForce ? '' : ', since ended'}</td>
</tr>`;
}

/** The console's "Self-exclusion register" section: how many identities it holds, and whom it stopped. */
export function renderSelfExclusionRegisterSection(entriesInForce: number, matches: readonly RegisterMatchListing[]): string {
  const summary = `<p>${entriesInForce === 1 ? 'One self-excluded identity is' : `${entriesInForce} self-excluded identities are`} in force.</p>`;
  const table =
    matches.length === 0
      ? '<p>The register has stopped nobody yet.</p>'
      : `<div class="table"><table>
<caption>The latest ${matches.length} matches, newest first</caption>
<thead><tr><th scope="col">When</th><th scope="col">What happened</th><th scope="col">Account or address</th><th scope="col">Matched on</th><th scope="col">Self-excluded as</th></tr></thead>
<tbody>
${matches.map(matchRow).join('\n')}
</tbody>
</table></div>`;
  return `<section aria-labelledby="self-exclusion-register-heading">
<h2 id="self-exclusion-register-heading">Self-exclusion register</h2>
${summary}
${table}
</section>`;
}
