import { messageCategories } from '../services/player-messages/index.ts';
import { maxBodyLength, maxTitleLength } from './messages-routes.ts';

const categoryLabels: Readonly<Record<(typeof messageCategories)[number], string>> = {
  account: 'Account',
  promotion: 'Promotion (hidden during a break)',
  'safer-gambling': 'Safer gambling',
};

/** The console's "Send a message" section: the operator writes to one player's inbox. */
export function renderMessagesSection(): string {
  return `<section aria-labelledby="messages-heading">
<h2 id="messages-heading">Send a message</h2>
<form id="message-form" class="message-form" novalidate>
<label for="message-player">Player's e-mail</label>
<input id="message-player" name="player" type="email" required autocomplete="off" placeholder="ready@demo.test">
<label for="message-category">Category</label>
<select id="message-category" name="category">
${messageCategories.map((category) => `<option value="${category}">${categoryLabels[category]}</option>`).join('\n')}
</select>
<label for="message-title">Title</label>
<input id="message-title" name="title" required maxlength="${maxTitleLength}">
<label for="message-body">Message (plain text)</label>
<textarea id="message-body" name="body" required rows="5" maxlength="${maxBodyLength}"></textarea>
<button type="submit">Send</button>
</form>
<p id="message-status" role="status" aria-live="polite"></p>
</section>`;
}

/** Sends the message to the test-control API (which needs its header, so no plain form). */
export const messagesScript = `
const messageForm = document.getElementById('message-form');
const messageStatus = document.getElementById('message-status');
messageForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const data = new FormData(messageForm);
  const player = String(data.get('player')).trim();
  if (player === '') { messageStatus.textContent = 'Refused: give the player\\'s e-mail.'; return; }
  const button = messageForm.querySelector('button');
  button.disabled = true;
  messageStatus.textContent = 'Sending…';
  try {
    const response = await fetch('/sandbox/control/players/' + encodeURIComponent(player) + '/messages', {
      method: 'POST',
      headers: { 'X-Sandbox-Control': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ category: data.get('category'), title: data.get('title'), body: data.get('body') }),
    });
    const body = await response.json();
    if (response.status === 404) throw new Error('no player ' + player);
    if (!response.ok) throw new Error((body.fieldErrors || []).map((error) => error.field + ' ' + error.cause.toLowerCase().replace('_', ' ')).join(', ') || body.errorCode || String(response.status));
    messageStatus.textContent = 'Sent to ' + player + ': ' + body.title;
    messageForm.reset();
  } catch (error) {
    messageStatus.textContent = 'Refused: ' + error.message + '.';
  } finally {
    button.disabled = false;
  }
});`;
