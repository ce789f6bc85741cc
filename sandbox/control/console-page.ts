import { randomBytes } from 'node:crypto';
import { formatMinor } from '../kernel/money.ts';
import type { OperatorWithdrawalRow } from '../services/payments/index.ts';
import type { OutboxMessage } from '../services/login/index.ts';
import { renderOutboxSection } from './console-outbox.ts';
import { documentsScript, renderDocumentsSection } from './console-documents.ts';
import type { DocumentAwaitingDecision } from '../services/documents/index.ts';

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

function withdrawalRow(row: OperatorWithdrawalRow): string {
  const id = escapeHtml(row.id);
  const amount = escapeHtml(formatMinor(Number(row.amount), row.currency));
  const method = row.method === 'CBT' ? `Bank transfer (${escapeHtml(row.account_id ?? '')})` : 'Card';
  return `<tr>
  <td>${escapeHtml(row.username)}</td>
  <td class="amount">${amount}</td>
  <td>${method}</td>
  <td><time datetime="${row.created_at.toISOString()}">${escapeHtml(row.created_at.toISOString().replace('T', ' ').slice(0, 16))} UTC</time></td>
  <td><code>${id}</code></td>
  <td class="actions">
    <button type="button" data-decision="approve" data-withdrawal="${id}" aria-label="Approve ${amount} for ${escapeHtml(row.username)}">Approve</button>
    <button type="button" data-decision="reject" data-withdrawal="${id}" aria-label="Reject ${amount} for ${escapeHtml(row.username)}">Reject</button>
  </td>
</tr>`;
}

/** Sends the decision to the test-control API (which needs its header, so no plain form), then shows the new list. */
const script = `
const status = document.getElementById('status');
for (const button of document.querySelectorAll('button[data-decision]')) {
  button.addEventListener('click', async () => {
    const { decision, withdrawal } = button.dataset;
    for (const other of document.querySelectorAll('button[data-withdrawal="' + CSS.escape(withdrawal) + '"]')) other.disabled = true;
    status.textContent = 'Sending…';
    try {
      const response = await fetch('/sandbox/control/withdrawals/' + encodeURIComponent(withdrawal) + '/' + decision, {
        method: 'POST',
        headers: { 'X-Sandbox-Control': '1' },
      });
      const body = await response.json();
      if (!response.ok) throw new Error(body.errorCode || String(response.status));
      status.textContent = body.id + ' ' + body.status.toLowerCase() + '.';
      button.closest('tr').remove();
    } catch (error) {
      status.textContent = 'Refused: ' + error.message;
      for (const other of document.querySelectorAll('button[data-withdrawal="' + CSS.escape(withdrawal) + '"]')) other.disabled = false;
    }
  });
}`;

const styles = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1rem; max-width: 64rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #ccc; }
td.amount { font-variant-numeric: tabular-nums; }
.table { overflow-x: auto; }
.code { font-family: monospace; font-size: 1.125rem; }
button { font: inherit; padding: .25rem .75rem; margin: .125rem; }
button[data-decision="approve"] { background: #1b5e20; color: #fff; border: 1px solid #1b5e20; }
.message-form { display: grid; gap: .25rem; max-width: 32rem; }
.message-form input, .message-form select, .message-form textarea { font: inherit; padding: .25rem; }
.message-form button { justify-self: start; margin-top: .5rem; }
button[data-decision="reject"] { background: #fff; color: #8e0000; border: 1px solid #8e0000; }
`;

export interface ConsolePage {
  html: string;
  contentSecurityPolicy: string;
}

/** The operator's console (`GET /sandbox/console`): the pending withdrawals, each with approve and reject. */
export function renderConsolePage(
  pending: readonly OperatorWithdrawalRow[],
  outbox: readonly OutboxMessage[] = [],
  documents: readonly DocumentAwaitingDecision[] = [],
  /** Sections other services render (their HTML, everything from the database escaped), shown before the outbox. */
  sections: readonly string[] = [],
  /** The scripts those sections need, each run with the page's nonce. */
  scripts: readonly string[] = [],
): ConsolePage {
  const nonce = randomBytes(16).toString('base64');
  const rows = pending.length === 0 ? '<p>No withdrawal is pending.</p>' : `<div class="table"><table>
<caption>Pending withdrawals, newest first</caption>
<thead><tr><th scope="col">Player</th><th scope="col">Amount</th><th scope="col">Method</th><th scope="col">Requested</th><th scope="col">Id</th><th scope="col">Decision</th></tr></thead>
<tbody>
${pending.map(withdrawalRow).join('\n')}
</tbody>
</table></div>`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox console: pending withdrawals</title>
<style nonce="${nonce}">${styles}</style>
</head>
<body>
<main>
<h1>Pending withdrawals</h1>
<p>Approving pays the money out to the payment provider; rejecting returns it to the player's cash.</p>
${rows}
<p id="status" role="status" aria-live="polite"></p>
${renderDocumentsSection(documents)}
${sections.join('\n')}
${renderOutboxSection(outbox)}
</main>
<script nonce="${nonce}">${script}</script>
<script nonce="${nonce}">${documentsScript}</script>
${scripts.map((each) => `<script nonce="${nonce}">${each}</script>`).join('\n')}
</body>
</html>`;
  return {
    html,
    contentSecurityPolicy: `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  };
}
