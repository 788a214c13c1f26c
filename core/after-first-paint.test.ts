import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { AFTER_FIRST_PAINT_SCRIPT, AFTER_FIRST_PAINT_SCRIPT_HASH } from './after-first-paint';
import { SECURITY_HEADERS } from './security-headers';

it("is allowed by the CSP by its own hash, and by nothing looser ('unsafe-inline')", () => {
  const hash = createHash('sha256').update(AFTER_FIRST_PAINT_SCRIPT).digest('base64');
  expect(AFTER_FIRST_PAINT_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  const scriptSrc = /script-src ([^;]+)/.exec(SECURITY_HEADERS['Content-Security-Policy'])![1];
  expect(scriptSrc.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  // Inside a <script> element the text must not end it early.
  expect(AFTER_FIRST_PAINT_SCRIPT).not.toMatch(/<\/?script|<!--/i);
});
