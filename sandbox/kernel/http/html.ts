/** Text for HTML content or a quoted attribute: the five characters that could end either, as character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
