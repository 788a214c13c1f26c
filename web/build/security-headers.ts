import type { Plugin } from 'vite';
import { SESSION_SECRET_MISSING, isStrongSessionSecret } from '../../core/session-secret';

/**
 * The built site's security headers, as response headers in Netlify's `_headers` file. A header (unlike a
 * <meta> tag) can carry frame-ancestors and is what browsers and the MDN HTTP Observatory score. They are not
 * in netlify.toml because the dev server applies that file and Vite's React refresh needs an inline script.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Inline styles only (React style props, critical CSS); scripts never run inline.
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
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
};

/** The `_headers` file: one rule for every path (HTML pages and their assets alike). */
function headersFile(headers: Record<string, string> = SECURITY_HEADERS): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['# Written by web/build/security-headers.ts at build time.', '/*', ...lines, ''].join('\n');
}

/**
 * Writes `_headers` into the build, and stops a production build on Netlify (CONTEXT=production) whose
 * SESSION_SECRET is missing or weak: the mistake shows at deploy, not as a broken admin area.
 */
export function securityHeaders(env: NodeJS.ProcessEnv = process.env): Plugin {
  return {
    name: 'security-headers',
    apply: 'build',
    buildStart() {
      if (env.CONTEXT === 'production' && !isStrongSessionSecret(env.SESSION_SECRET)) {
        this.error(SESSION_SECRET_MISSING);
      }
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
    },
  };
}
