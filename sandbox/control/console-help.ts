import type { FeedbackCount } from '../services/help/index.ts';

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

/** The console's "Help feedback" section (HELP-04): yes and no answers per article, the most answered first. */
export function renderHelpFeedbackSection(counts: readonly FeedbackCount[]): string {
  const body =
    counts.length === 0
      ? '<p>No article has been rated yet.</p>'
      : `<div class="table"><table>
<caption>Answers to "Was this article helpful?", per article</caption>
<thead><tr><th scope="col">Article</th><th scope="col">Yes</th><th scope="col">No</th></tr></thead>
<tbody>
${counts.map((count) => `<tr><td><code>${escapeHtml(count.contentId)}</code></td><td>${count.yes}</td><td>${count.no}</td></tr>`).join('\n')}
</tbody>
</table></div>`;
  return `<section aria-labelledby="help-feedback-heading">
<h2 id="help-feedback-heading">Help feedback</h2>
${body}
</section>`;
}
