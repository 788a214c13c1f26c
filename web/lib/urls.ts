/**
 * The server stores only http(s) URLs; a link from the API still never puts a javascript: or data: URL in an
 * href. Answers the parsed URL, or null for anything else.
 */
export function parseHttpUrl(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
