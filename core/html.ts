/**
 * Text made safe inside HTML, in an element or a quoted attribute: every character that could end the text or
 * start markup (`& < > " '`) becomes a numeric character reference. The one escaper of what the server writes as
 * HTML (head tags, the stop pages' body); React escapes what it renders itself.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
