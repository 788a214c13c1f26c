import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles, withoutComments } from '../test/source-files';
import * as policy from './policy';
import { spanInWords } from './policy';

/**
 * A span the site promises in Italian ("valido 7 giorni", "entro un giorno") is written from its constant in
 * core/policy.ts, never typed into the sentence: a sentence that typed it would keep its word when the constant
 * changed. So no code but the policy's own writes one.
 */
const SPAN_IN_ITALIAN =
  /\b\d+\s+(?:secondi|minuti|ore|giorni|settimane|mesi|anni)\b|\bun(?:\s+(?:secondo|minuto|giorno|mese|anno)|'ora)\b|\buna\s+settimana\b/g;

/** Where such words are not a promise of the policy, and why. */
const NOT_A_PROMISE: Record<string, string[]> = {
  // The words of spanInWords itself.
  [join('core', 'policy.ts')]: ['un secondo', 'un minuto', "un'ora", 'un giorno', 'un mese', 'un anno'],
  // "riprova tra un'ora": the window that BOOKING_POLICY.requestMailsPerStopPerHour names in its own name.
  [join('core', 'schema', 'rsvp.schema.ts')]: ["un'ora"],
};

/** A `X_POLICY.key` a guide names, with the value it says the constant has: "`BOOKING_POLICY.confirmLinkHours` (48)". */
const CITED_CONSTANT = /`([A-Z_]+_POLICY)\.([\w.]+)`\s*\(([^\s(),`]+)\)/g;

/** The guides that describe the site as it is (docs/decisions records each decision as it was taken). */
const GUIDES = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
];

describe('the spans the site promises', () => {
  it('are written in Italian from their constants', () => {
    expect(spanInWords(48, 'hours')).toBe('48 ore');
    expect(spanInWords(7, 'days')).toBe('7 giorni');
    expect(spanInWords(1, 'days')).toBe('un giorno');
    expect(spanInWords(1, 'hours')).toBe("un'ora");
    expect(spanInWords(24, 'months')).toBe('24 mesi');
    expect(spanInWords(1, 'years', { numeral: true })).toBe('1 anno');
  });

  it('are typed into no Italian sentence of the code: each reads core/policy.ts', () => {
    const typed = sourceFiles('core', 'server', 'db', 'functions', 'web').flatMap(([path, text]) =>
      [...withoutComments(text).matchAll(SPAN_IN_ITALIAN)]
        .map((match) => match[0].replace(/\s+/g, ' '))
        .filter((words) => !NOT_A_PROMISE[path]?.includes(words))
        .map((words) => `${path}: «${words}»`),
    );
    expect(typed).toEqual([]);
  });

  it('are cited by the guides with the values the constants have', () => {
    const cited = GUIDES.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(CITED_CONSTANT)].map(([, group, key, said]) => {
        const value = key
          .split('.')
          .reduce<unknown>((found, name) => (found as Record<string, unknown>)?.[name], (policy as never)[group]);
        return {
          path,
          constant: `${group}.${key}`,
          said,
          value: value === undefined ? 'no such constant' : String(value),
        };
      }),
    );
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter(({ said, value }) => said !== value)).toEqual([]);
  });
});
