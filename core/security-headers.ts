import { AFTER_FIRST_PAINT_SCRIPT_HASH } from './after-first-paint';

/**
 * The site's security headers, once: the build writes them into Netlify's `_headers` for every static file, and
 * the functions that send HTML set them on their answers (`_headers` does not reach a function's response). A
 * header (unlike a <meta> tag) can carry frame-ancestors and is what browsers and the MDN HTTP Observatory score.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // One inline script, by its hash: the one that starts a rendered page's code after its first paint.
  `script-src 'self' ${AFTER_FIRST_PAINT_SCRIPT_HASH}`,
  // Inline styles (React style props, critical CSS).
  "style-src 'self' 'unsafe-inline'",
  // https: for the hero and map images an admin may link from elsewhere in the content editor.
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Every page and file the CDN serves; netlify.toml's own [[headers]] repeat the last four for the dev server. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
};
