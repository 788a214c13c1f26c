import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_SERVER_TESTS, ISOLATED_WEB_TESTS } from './vitest.config';

/** The test files under `dir` (`leaving` out those folders), as paths from the project's root. */
function testsUnder(dir: string, leaving: string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return leaving.includes(path) ? [] : testsUnder(path, leaving);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Replaces a module, which a module graph shared with the files before would already hold. */
const MOCKS = /\bvi\.(do)?[mM]ock\(/;
/** Sets the environment, which a module shared with the files before may have read already. */
const SETS_ENV = /vi\.stubEnv|process\.env\.\w+ *=[^=]|process\.env\[[^\]]*\] *=[^=]|delete process\.env/;

const needsIsolation = (paths: string[], rule: RegExp) =>
  paths.filter((path) => rule.test(readFileSync(path, 'utf8'))).sort();

describe('the projects that share modules between files', () => {
  it('leave to web-isolated exactly the web tests that replace a module', () => {
    const web = testsUnder('web', [join('web', 'prerender')]);
    expect([...ISOLATED_WEB_TESTS].sort()).toEqual(needsIsolation(web, MOCKS));
  });

  it('leave to server-isolated exactly the server tests that replace a module or set the environment', () => {
    const server = [...['core', 'functions', 'db', join('web', 'prerender')].flatMap((dir) => testsUnder(dir))];
    const expected = needsIsolation(server, new RegExp(`${MOCKS.source}|${SETS_ENV.source}`));
    expect(expected.length).toBeGreaterThan(0);
    expect([...ISOLATED_SERVER_TESTS].sort()).toEqual(expected);
  });
});
