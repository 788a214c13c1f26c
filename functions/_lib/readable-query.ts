/**
 * Whether every name and value of the URL's query string is text the functions can read and Postgres can store.
 * Not NUL, which Postgres refuses in text (a database error, so a 500). Not U+FFFD, which is what the URL parser
 * makes of bytes that are not UTF-8 (an encoded half of a surrogate pair, `%ED%A0%80`) and of a lone surrogate left
 * in the text: nobody types it, and reading on would search for, or compare a token with, text nobody sent.
 */
export function isReadableQuery(url: URL): boolean {
  for (const [name, value] of url.searchParams) {
    if (/[\0\uFFFD]/.test(name) || /[\0\uFFFD]/.test(value)) return false;
  }
  return true;
}
