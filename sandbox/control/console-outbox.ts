import type { OutboxMessage } from '../services/login/index.ts';

/** How many messages the console shows: the latest, newest first. */
export const consoleOutboxSize = 50;

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

function isWebLink(link: string): boolean {
  try {
    const { protocol } = new URL(link);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function what(message: OutboxMessage): string {
  if (message.channel === 'SMS') return `<strong class="code">${escapeHtml(message.code)}</strong> ${escapeHtml(message.text)}`;
  const link = isWebLink(message.link) ? `<a href="${escapeHtml(message.link)}">${escapeHtml(message.link)}</a>` : escapeHtml(message.link);
  return `<strong>${escapeHtml(message.subject)}</strong><br>${link}`;
}

function outboxRow(message: OutboxMessage): string {
  const to = message.channel === 'SMS' && message.phone !== null ? `${message.to} (${message.phone})` : message.to;
  return `<tr>
  <td><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt.replace('T', ' ').slice(0, 19))} UTC</time></td>
  <td>${message.channel === 'SMS' ? 'SMS' : 'E-mail'}</td>
  <td>${escapeHtml(to)}</td>
  <td>${what(message)}</td>
</tr>`;
}

/**
 * The console's outbox: what the players' phones and mailboxes received, so a person finishing a
 * flow by hand (a phone code, a PIN-reset link) can read it. Everything from the database is escaped.
 */
export function renderOutboxSection(messages: readonly OutboxMessage[]): string {
  const body =
    messages.length === 0
      ? '<p>No SMS or e-mail has been sent.</p>'
      : `<div class="table"><table>
<caption>The latest ${consoleOutboxSize} SMS and e-mails, newest first</caption>
<thead><tr><th scope="col">Sent</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Message</th></tr></thead>
<tbody>
${messages.map(outboxRow).join('\n')}
</tbody>
</table></div>`;
  return `<section aria-labelledby="outbox-heading">
<h2 id="outbox-heading">Outbox</h2>
${body}
</section>`;
}
