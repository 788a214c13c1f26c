import { describe, expect, it } from 'vitest';
import { AUDIT_FIELD_LABELS, AUDIT_SECRET_FIELDS, AUDIT_SUBJECTS } from '../core/audit-log-labels';
import { useTestDatabase } from '../test/server/test-database';

const db = useTestDatabase();

/** Each table the migrated database logs (an audit_row_change trigger), with its columns and the ones it masks. */
async function auditedTables(): Promise<{ table: string; columns: string[]; masked: string[] }[]> {
  return db.query(
    `SELECT c.relname AS table,
       array(SELECT a.attname::text FROM pg_attribute a
             WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attname) AS columns,
       array_remove(string_to_array(encode(t.tgargs, 'escape'), '\\000'), '') AS masked
     FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid JOIN pg_class c ON c.oid = t.tgrelid
     WHERE p.proname = 'audit_row_change' ORDER BY c.relname`,
  );
}

describe('the activity log in words', () => {
  it('labels every column of every table the database logs, and no other', async () => {
    const tables = await auditedTables();
    expect(tables.map(({ table }) => table)).toEqual(Object.keys(AUDIT_FIELD_LABELS).sort());
    for (const { table, columns } of tables) {
      const labels = AUDIT_FIELD_LABELS[table as keyof typeof AUDIT_FIELD_LABELS];
      expect({ table, columns: Object.keys(labels).sort() }).toEqual({ table, columns });
      expect(table in AUDIT_SUBJECTS).toBe(true);
    }
  });

  it('shows as changed, never as a value, every field a trigger masks', async () => {
    const masked = (await auditedTables()).flatMap((table) => table.masked);
    expect(masked.length).toBeGreaterThan(0);
    expect([...new Set(masked)].sort()).toEqual([...AUDIT_SECRET_FIELDS].sort());
  });
});
