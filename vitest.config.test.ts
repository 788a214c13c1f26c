import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_WEB_TESTS } from './vitest.config';

/** Every test file of the web projects (web/prerender's are the server's), as a path from the project's root. */
function webTests(dir = 'web'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join('web', 'prerender') ? [] : webTests(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the web projects', () => {
  it('run isolated exactly the web tests that replace a module with vi.mock: shared modules would ignore the mock', () => {
    const mocking = webTests().filter((path) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect([...ISOLATED_WEB_TESTS].sort()).toEqual(mocking.sort());
  });
});
