/** `_headers` as Netlify reads it: path lines, then indented "Name: value" lines; names lower-cased. */
export function parseHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
    } else if (current) {
      const index = line.indexOf(':');
      current[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
    }
  }
  return rules;
}
