import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RETENTION_POLICY } from '../core/policy';
import { ROME_TIME_ZONE } from '../core/rome-time';
import { sourceFiles, withoutComments } from '../test/source-files';

/**
 * The SQL receives core/policy.ts's spans and core/rome-time.ts's zone as parameters ($n): a span or a zone typed
 * into a statement's text, or a constant pasted into it, is one more place to change with the policy, which nothing
 * would remind anyone of.
 */
const TYPED_IN_SQL = [
  /interval\s*'[^']*'/gi,
  /make_interval\(\s*\w+\s*=>\s*\d/gi,
  /AT TIME ZONE\s*'[^']*'/gi,
  /::date\s*[-+]\s*\d+/gi,
  /\$\{[^}]*(?:POLICY|_DAYS|_HOURS|_MONTHS|_MINUTES|_SECONDS|Days|Hours|Months|Minutes|Seconds)\b[^}]*\}/g,
];

const MIGRATIONS = join('db', 'migrations');
const migrations = readdirSync(MIGRATIONS)
  .sort()
  .map((name) => [name, readFileSync(join(MIGRATIONS, name, 'migration.sql'), 'utf8')] as const);

describe("the queries' spans and zone", () => {
  it('come as parameters: none is typed into the text of a statement', () => {
    const typed = sourceFiles(join('db', 'queries')).flatMap(([path, text]) =>
      TYPED_IN_SQL.flatMap((rule) => [...withoutComments(text).matchAll(rule)].map((match) => `${path}: ${match[0]}`)),
    );
    expect(typed).toEqual([]);
  });

  // A migration is SQL run once, with no parameters: where one typed a span or the zone, it must say what the
  // policy says, or a change of the policy needs a migration of its own.
  it("that the migrations' triggers hold agree with the policy", () => {
    const zones = migrations.flatMap(([, sql]) =>
      [...sql.matchAll(/AT TIME ZONE '([^']*)'/g)].map((match) => match[1]),
    );
    expect(zones.length).toBeGreaterThan(0);
    expect(new Set(zones)).toEqual(new Set([ROME_TIME_ZONE]));

    // The activity log's trigger lets the retention job delete nothing younger than its retention.
    const auditLogKept = migrations
      .filter(([, sql]) => /CREATE (?:OR REPLACE )?FUNCTION audit_log_append_only/i.test(sql))
      .map(([, sql]) => /interval '(\d+) months'/.exec(sql)?.[1])
      .at(-1);
    expect(Number(auditLogKept)).toBe(RETENTION_POLICY.auditLogMonths);
  });
});
