import type { Plugin } from 'vite';
import { SECURITY_HEADERS } from '../../core/security-headers';
import { SESSION_SECRET_MISSING, isStrongSessionSecret } from '../../core/session-secret';

/** The `_headers` file: one rule for every path (HTML pages and their assets alike). */
function headersFile(headers: Record<string, string> = SECURITY_HEADERS): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['# Written by web/prerender/headers-file.ts at build time.', '/*', ...lines, ''].join('\n');
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
