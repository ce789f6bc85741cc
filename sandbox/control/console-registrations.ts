import type { RegistrationListing } from '../services/registration/index.ts';

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

function referralOf(listing: RegistrationListing): string {
  const { referral } = listing;
  if (referral === null) return 'None';
  const details = [referral.affiliateId === null ? null : `affiliate id ${referral.affiliateId}`, referral.sharingMethod === null ? null : `shared by ${referral.sharingMethod}`].filter((part) => part !== null);
  return `<code>${escapeHtml(referral.token)}</code> (${referral.type === 'PROFILE' ? 'a player' : 'an affiliate'}${details.length === 0 ? '' : `; ${escapeHtml(details.join(', '))}`})`;
}

function registrationRow(listing: RegistrationListing): string {
  const at = listing.registeredAt.toISOString();
  return `<tr>
  <td><time datetime="${at}">${escapeHtml(at.replace('T', ' ').slice(0, 16))} UTC</time></td>
  <td>${escapeHtml(listing.username)}</td>
  <td>${escapeHtml(listing.country)}</td>
  <td>${escapeHtml(listing.currency)}</td>
  <td>${referralOf(listing)}</td>
</tr>`;
}

/** The console's "Registrations" section: the latest sign-ups with the referral each came with. */
export function renderRegistrationsSection(registrations: readonly RegistrationListing[]): string {
  const body =
    registrations.length === 0
      ? '<p>Nobody has joined yet.</p>'
      : `<div class="table"><table>
<caption>The latest ${registrations.length} sign-ups, newest first</caption>
<thead><tr><th scope="col">Joined</th><th scope="col">Player</th><th scope="col">Country</th><th scope="col">Currency</th><th scope="col">Referral</th></tr></thead>
<tbody>
${registrations.map(registrationRow).join('\n')}
</tbody>
</table></div>`;
  return `<section aria-labelledby="registrations-heading">
<h2 id="registrations-heading">Registrations</h2>
${body}
</section>`;
}
