import type { DocumentAwaitingDecision } from '../services/documents/index.ts';

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

const decisions = [
  { status: 'VERIFIED', label: 'Verify' },
  { status: 'INVALID', label: 'Invalid' },
  { status: 'BLOCKED', label: 'Block' },
] as const;

function documentRow(document: DocumentAwaitingDecision): string {
  const player = escapeHtml(document.username);
  const preview = `/sandbox/control/documents/${document.id}/preview`;
  // Only the image types the provider accepts are ever stored; HEIC is not shown by most browsers, so it is a link.
  const image = document.contentType === 'image/heic' ? '' : `<img src="${preview}" alt="Document of ${player}" width="120">`;
  return `<tr>
  <td>${player}</td>
  <td>${image}<br><a href="${preview}">${escapeHtml(document.contentType)}, ${Math.ceil(document.sizeBytes / 1024)} KB</a></td>
  <td><time datetime="${document.uploadedAt.toISOString()}">${escapeHtml(document.uploadedAt.toISOString().replace('T', ' ').slice(0, 16))} UTC</time></td>
  <td class="actions">${decisions
    .map(({ status, label }) => `<button type="button" data-document-decision="${status}" data-player="${player}" aria-label="${label} the document of ${player}">${label}</button>`)
    .join('\n    ')}</td>
</tr>`;
}

/** The console's section of identity documents awaiting the operator (DOC-04), with Verify, Invalid and Block. */
export function renderDocumentsSection(documents: readonly DocumentAwaitingDecision[]): string {
  const table =
    documents.length === 0
      ? '<p>No document is awaiting a decision.</p>'
      : `<div class="table"><table>
<caption>Identity documents awaiting a decision, newest first</caption>
<thead><tr><th scope="col">Player</th><th scope="col">Document</th><th scope="col">Uploaded</th><th scope="col">Decision</th></tr></thead>
<tbody>
${documents.map(documentRow).join('\n')}
</tbody>
</table></div>`;
  return `<section aria-labelledby="documents-title">
<h2 id="documents-title">Identity documents</h2>
${table}
<p id="document-status" role="status" aria-live="polite"></p>
</section>`;
}

/** Sends a document decision to the test-control API (which needs its header), then drops the row. */
export const documentsScript = `
const documentStatus = document.getElementById('document-status');
for (const button of document.querySelectorAll('button[data-document-decision]')) {
  button.addEventListener('click', async () => {
    const { documentDecision, player } = button.dataset;
    const row = button.closest('tr');
    for (const other of row.querySelectorAll('button')) other.disabled = true;
    documentStatus.textContent = 'Sending…';
    try {
      const response = await fetch('/sandbox/control/players/' + encodeURIComponent(player) + '/document-decision', {
        method: 'POST',
        headers: { 'X-Sandbox-Control': '1', 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: documentDecision }),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(body.errorCode || String(response.status));
      documentStatus.textContent = player + ': ' + body.status.toLowerCase() + '.';
      row.remove();
    } catch (error) {
      documentStatus.textContent = 'Refused: ' + error.message;
      for (const other of row.querySelectorAll('button')) other.disabled = false;
    }
  });
}`;
