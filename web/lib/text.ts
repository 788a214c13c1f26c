/** A stored long text (the biography) as paragraphs: a blank line starts a new one, empty ones are dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
