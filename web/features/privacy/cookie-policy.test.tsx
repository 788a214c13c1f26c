import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COOKIES, LOCAL_STORAGE_KEYS, italianSpan } from '../../../core/browser-storage';
import { renderRoute } from '../../../test/web/render';
import { sourceFiles } from '../../../test/source-files';

/**
 * The cookie policy names everything the code keeps in a browser. The names are derived from the code's own
 * writers, not from a hand list: a cookie or a stored key added anywhere fails here until the policy names it.
 */

const SOURCES = sourceFiles('core', 'server', 'db', 'functions', 'web');

/** Where a Set-Cookie value may be written: the one writer, which takes only the cookies of core/browser-storage. */
const COOKIE_WRITER = join('functions', '_lib', 'cookies.ts');

/** `reference` (`COOKIES.adminSession`, or a name given to one in `text`) as the key of a registered entry. */
function registryKey(reference: string, text: string, registry: string): string | undefined {
  const direct = new RegExp(`^${registry}\\.(\\w+)(?:\\.name)?$`).exec(reference);
  if (direct) return direct[1];
  const alias = new RegExp(`\\bconst ${reference} = ${registry}\\.(\\w+)(?:\\.name)?;`).exec(text);
  return alias?.[1];
}

/** Every call matched by `calls` in the sources, with the registry entry its argument names (or undefined). */
function namedBy(calls: RegExp, registry: string): { path: string; call: string; key: string | undefined }[] {
  return SOURCES.flatMap(([path, text]) =>
    [...text.matchAll(calls)].map((match) => ({
      path,
      call: match[0],
      key: registryKey(match[1].trim(), text, registry),
    })),
  );
}

/** The cookies the functions set or delete, by the argument of each call of the writer. */
const cookieWrites = () => namedBy(/\b(?:setCookie|clearCookie)\(\s*\w+\s*,\s*([^,)]+)/g, 'COOKIES');

/** The keys the app writes to the browser's storage, by the argument of each setItem. */
const storageWrites = () => namedBy(/\b(?:localStorage|sessionStorage)\.setItem\(\s*([^,)]+)/g, 'LOCAL_STORAGE_KEYS');

async function cookiePolicyText(): Promise<string> {
  renderRoute('/privacy');
  const heading = await screen.findByRole('heading', { level: 1 });
  const article = within(heading.closest('article')!);
  return (article.getByRole('region', { name: 'Cookie policy' }).textContent ?? '').replace(/\s+/g, ' ');
}

describe('the cookie policy', () => {
  it('is the only source of the Set-Cookie values: no code builds a cookie but the writer', () => {
    const builders = SOURCES.filter(([, text]) => /['"`][^'"`\n]*\b(?:Max-Age|SameSite|Expires)=/.test(text));
    expect(builders.map(([path]) => path)).toEqual([COOKIE_WRITER]);
    // A Set-Cookie header given a value of its own, written in place.
    const literal = SOURCES.filter(([, text]) => /['"]set-cookie['"]\s*[,:]\s*['"`]/i.test(text));
    expect(literal.map(([path]) => path)).toEqual([]);
    const scripted = SOURCES.filter(([, text]) => /\bdocument\.cookie\b|\bcookieStore\b|\bindexedDB\b/.test(text));
    expect(scripted.map(([path]) => path)).toEqual([]);
  });

  it('names every cookie the functions set, with its duration', async () => {
    const writes = cookieWrites();
    expect(writes.filter((write) => write.key === undefined)).toEqual([]);
    const written = new Set(writes.map((write) => write.key!));
    expect([...written].sort()).toEqual(Object.keys(COOKIES).sort());
    const policy = await cookiePolicyText();
    for (const key of written) {
      const cookie = COOKIES[key as keyof typeof COOKIES];
      expect(policy).toContain(`${cookie.name}, cookie tecnico: ${cookie.purpose}. Durata: ${cookie.duration}.`);
      expect(cookie.duration).toContain(italianSpan(cookie.maxAgeSeconds));
    }
  });

  it('names every key the app stores in the browser, with its duration', async () => {
    const writes = storageWrites();
    expect(writes.filter((write) => write.key === undefined)).toEqual([]);
    const written = new Set(writes.map((write) => write.key!));
    expect([...written].sort()).toEqual(Object.keys(LOCAL_STORAGE_KEYS).sort());
    const policy = await cookiePolicyText();
    for (const key of written) {
      const { name, purpose, duration } = LOCAL_STORAGE_KEYS[key as keyof typeof LOCAL_STORAGE_KEYS];
      expect(policy).toContain(`${name}, nella memoria locale del tuo browser (localStorage): ${purpose}.`);
      expect(policy).toContain(`Durata: ${duration}.`);
    }
  });
});
