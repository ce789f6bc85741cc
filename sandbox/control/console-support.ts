import type { StoredAffiliateApplication, StoredContactMessage } from '../services/support/index.ts';

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
/** Text a visitor wrote: escaped, its line breaks kept. */
const written = (value: string): string => escapeHtml(value).replace(/\n/g, '<br>');
const received = (iso: string): string => `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').slice(0, 19))} UTC</time>`;

function messageRow(message: StoredContactMessage): string {
  const from = message.username === null ? escapeHtml(message.email) : `${escapeHtml(message.email)}<br>player ${escapeHtml(message.username)}`;
  return `<tr>
  <td>${received(message.receivedAt)}</td>
  <td><code>${escapeHtml(message.reference)}</code></td>
  <td>${from}</td>
  <td>${escapeHtml(message.subject ?? '—')} (${escapeHtml(message.language)})</td>
  <td>${written(message.message)}</td>
</tr>`;
}

function applicationRow(application: StoredAffiliateApplication): string {
  const repeat = application.earlierWithSameEmail > 0 ? `<br><em>applied ${application.earlierWithSameEmail} time(s) before</em>` : '';
  const website = application.website === null ? '—' : escapeHtml(application.website);
  return `<tr>
  <td>${received(application.receivedAt)}</td>
  <td><code>${escapeHtml(application.reference)}</code></td>
  <td>${escapeHtml(application.name)}<br>${escapeHtml(application.email)}${repeat}</td>
  <td>${escapeHtml(application.company ?? '—')}<br>${website}</td>
  <td>${escapeHtml(application.country)}</td>
  <td>${escapeHtml(application.trafficSources.join(', '))}</td>
  <td>${application.message === null ? '—' : written(application.message)}</td>
</tr>`;
}

function table(caption: string, headings: readonly string[], rows: readonly string[]): string {
  return `<div class="table"><table>
<caption>${caption}</caption>
<thead><tr>${headings.map((heading) => `<th scope="col">${heading}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table></div>`;
}

/**
 * The console's support sections: the latest contact messages and affiliate applications, newest
 * first. Everything a visitor wrote is escaped; a website is shown as text, never as a link.
 */
export function renderSupportSections(messages: readonly StoredContactMessage[], applications: readonly StoredAffiliateApplication[]): string {
  const messagesBody =
    messages.length === 0 ? '<p>No contact message has been received.</p>' : table('The latest 50 contact messages, newest first', ['Received', 'Reference', 'From', 'Subject', 'Message'], messages.map(messageRow));
  const applicationsBody =
    applications.length === 0
      ? '<p>No affiliate application has been received.</p>'
      : table('The latest 50 affiliate applications, newest first', ['Received', 'Reference', 'Applicant', 'Company and website', 'Country', 'Traffic', 'Message'], applications.map(applicationRow));
  return `<section aria-labelledby="contact-messages-heading">
<h2 id="contact-messages-heading">Contact messages</h2>
${messagesBody}
</section>
<section aria-labelledby="affiliate-applications-heading">
<h2 id="affiliate-applications-heading">Affiliate applications</h2>
${applicationsBody}
</section>`;
}
