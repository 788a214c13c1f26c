/**
 * A text the staff write for a mail (a newsletter, a message to a stop's bookings) as the paragraphs the mail shows,
 * split at blank lines: the mail's template and the panel's preview read it the same way.
 */
export const mailParagraphs = (text: string): string[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
