/**
 * The requests the fuzz test of every endpoint (functions/_lib/fuzz.test.ts) sends, as fast-check arbitraries:
 * hostile bodies (wrong types, nesting, huge and odd unicode strings, prototype keys, malformed JSON), ids, methods,
 * content types, origins, cookies and query strings.
 */
import fc from 'fast-check';
import { VALID } from './fuzz-bodies';
import { TARGETS, type Target } from './fuzz-targets';

const FIELD_NAMES = [...new Set(Object.values(VALID).flatMap((body) => Object.keys(body)))];

// Strings people paste and bots send: empty, blank, emoji at length limits, lone surrogates, NUL, SQL, markup.
const oddStrings = fc.constantFrom(
  '',
  '   ',
  '😀',
  'Grazie 👏👏',
  '👏'.repeat(201),
  '\ud800',
  'a\u0000b',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'a?cc=someone%40example.org&body=x@example.com',
  '2025-02-30',
  '0000-00-00',
  '1',
  'true',
  '__proto__',
  'x'.repeat(20_000),
  '\u202e\u0301\ufeff',
);
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  oddStrings,
);

/** A JSON value as raw text, including what JSON.stringify cannot write (1e309, -0, deep nesting). */
const rawValue: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString.map((s) => JSON.stringify(s)),
    fc.constantFrom(
      'null',
      'true',
      'false',
      '0',
      '1',
      '-1',
      '2',
      '0.5',
      '1e309',
      '-1e309',
      '-0',
      '1e-400',
      '101',
      '50',
    ),
    fc.double().map((n) => (Number.isFinite(n) ? JSON.stringify(n) : '1e309')),
    fc.integer().map(String),
    fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(
        fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.constantFrom('__proto__', 'constructor')), tie('value')),
        {
          maxLength: 3,
        },
      )
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).value;

const keyArb = fc.oneof(
  fc.constantFrom(...FIELD_NAMES),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'id', 'createdAt'),
  fc.string({ maxLength: 10 }),
);

const object = (entries: [string, string][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

/** A body for a target: its valid body with a few fields replaced or added, random entries, or broken JSON. */
const bodyFor = (target: Target): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    fc.array(fc.tuple(keyArb, rawValue), { maxLength: 3 }).map((changes) => {
      const entries = new Map(Object.entries(VALID[target.body]));
      for (const [key, value] of changes) entries.set(key, value);
      return object([...entries]);
    }),
    fc.array(fc.tuple(keyArb, rawValue), { maxLength: 6 }).map(object),
    rawValue,
    fc.constantFrom(
      undefined,
      '',
      '{',
      '{"a":',
      'null',
      '[]',
      '"text"',
      'username=admin&password=x',
      '\ufeff{}',
      '{}{}',
    ),
    fc.string({ unit: 'binary', maxLength: 60 }),
  );

const idArb = fc.oneof(
  fc.constantFrom(
    '1',
    // An account's id is a UUID: one no account has.
    '00000000-0000-4000-8000-000000000000',
    '2',
    '0',
    '-1',
    '01',
    '1.5',
    '1e3',
    '2147483647',
    '2147483648',
    '99999999999',
    'abc',
    '',
    '%00',
    '1;',
  ),
  fc.string({ maxLength: 12 }),
);

/** Text as a client writes it into a URL: percent-encoded, or as it is when it cannot be (a lone surrogate). */
const inUrl = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A query parameter's value as it travels: NUL, encoded surrogates, bytes that are not UTF-8, stray percent signs. */
const queryValueArb = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%00',
      'a%00b',
      '%ED%A0%80',
      '%ED%B0%80',
      '%FF%FE',
      '%C3',
      '%E2%82',
      '%',
      '%%',
      '%zz',
      '%2B',
      '%26',
    ),
  },
  { weight: 1, arbitrary: hostileString.map(inUrl) },
);

/** The parameters the endpoints read, one nobody reads, and names as hostile as the values. */
const QUERY_NAMES = [
  'q',
  'cursor',
  't',
  'format',
  'id',
  'email',
  'status',
  'actor',
  'action',
  'part',
  'comune',
  'x',
  '%00',
  '%ED%A0%80',
];

/** Some of those parameters, each with a hostile value: most requests reach the ones their endpoint reads. */
const hostileQueryArb = fc
  .subarray(QUERY_NAMES, { minLength: 1 })
  .chain((names) => fc.tuple(...names.map((name) => queryValueArb.map((value) => `${name}=${value}`))))
  .map((parameters) => `?${parameters.join('&')}`);

/** A query string: one the endpoints serve, or hostile parameters. */
const queryArb = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      '?format=csv',
      '?format=xml&format=csv',
      '?q=%F0%9F%98%80%25_',
      '?cursor=AAAA',
      '?cursor=WyJ4IiwxXQ',
      '?id=1',
      '?id=-1',
      '?id=99999999999',
      '?comune=028060',
      '?comune=028060&format=pdf',
    ),
  },
  hostileQueryArb,
);

export const requestArb = fc.constantFrom(...TARGETS).chain((target) =>
  fc.record({
    target: fc.constant(target),
    body: bodyFor(target),
    // Mostly what each endpoint serves, with the right headers, so most requests reach validation and the queries.
    method: fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...target.methods) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
    ),
    id: idArb,
    auth: fc.oneof({ weight: 4, arbitrary: fc.constant('admin') }, fc.constantFrom('none', 'garbage', 'forged')),
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
      fc.constantFrom(
        undefined,
        'APPLICATION/JSON',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonx',
      ),
    ),
    origin: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(undefined, 'http://localhost:8888') },
      fc.constantFrom('https://evil.example', 'null', 'not a url'),
    ),
    fetchSite: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(undefined, 'same-origin') },
      fc.constantFrom('cross-site', 'none'),
    ),
    query: queryArb,
  }),
);
