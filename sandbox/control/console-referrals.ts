import type { TokenClicks } from '../services/referral/index.ts';

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

/** The console's "Referrals" section (REF-06): the affiliates' tokens and players' codes, with arrivals and players who joined. */
export function renderReferralsSection(activity: readonly TokenClicks[]): string {
  const body =
    activity.length === 0
      ? '<p>No referral token yet.</p>'
      : `<div class="table"><table>
<caption>Referral tokens: arrivals counted by the tracking call, players who joined with the token</caption>
<thead><tr><th scope="col">Token</th><th scope="col">Type</th><th scope="col">Arrivals</th><th scope="col">Joined</th></tr></thead>
<tbody>
${activity.map((row) => `<tr><td><code>${escapeHtml(row.token)}</code></td><td>${escapeHtml(row.type)}</td><td>${row.clicks}</td><td>${row.referredPlayers}</td></tr>`).join('\n')}
</tbody>
</table></div>`;
  return `<section aria-labelledby="referrals-heading">
<h2 id="referrals-heading">Referrals</h2>
${body}
</section>`;
}
