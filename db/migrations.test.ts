import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/server/test-database';
import { applyMigrations, listMigrations } from './migrate';

const db = useTestDatabase();

/** Runs one statement and returns the Postgres error code it fails with, or 'ok'. */
async function outcome(sql: string, params: unknown[] = []): Promise<string> {
  try {
    await db.query(sql, params);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';
const TOO_LONG = '22001';
const NOT_NULL = '23502';

describe('migrations', () => {
  it('are numbered folders with a migration.sql, applied once', async () => {
    const migrations = await listMigrations();
    expect(migrations.map((m) => m.name)).toContain('0001_initial');
    expect(await applyMigrations(db.connection())).toEqual([]);
    const tracked = await db.query<{ name: string }>('SELECT name FROM netlify.migrations ORDER BY name');
    expect(tracked.map((row) => row.name)).toEqual(migrations.map((m) => m.name));
  });

  it('create every entity of the spec', async () => {
    const rows = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'campaign_materials',
        'contact_submissions',
        'newsletter_subscriptions',
        'photo_booth_emails',
        'sessions',
        'site_content',
        'tour_events',
        'users',
        'visited_cities',
      ]),
    );
  });

  it('give users a uuid id and every timestamp a time zone', async () => {
    const [id] = await db.query<{ data_type: string }>(
      `SELECT data_type FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'id'`,
    );
    expect(id.data_type).toBe('uuid');
    const timestamps = await db.query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
       WHERE table_schema = 'public' AND (column_name LIKE '%\\_at' OR column_name = 'expire')`,
    );
    expect(timestamps.length).toBeGreaterThanOrEqual(10);
    for (const column of timestamps)
      expect(column.data_type, `${column.table_name}.${column.column_name}`).toBe('timestamp with time zone');
  });

  it('keep usernames unique whatever their case', async () => {
    expect(await outcome(`INSERT INTO users (username, password_hash, role) VALUES ('Admin', 'x', 'owner')`)).toBe(
      'ok',
    );
    expect(await outcome(`INSERT INTO users (username, password_hash, role) VALUES ('admin', 'x', 'inbox')`)).toBe(
      UNIQUE_VIOLATION,
    );
    expect(await outcome(`INSERT INTO users (username, role) VALUES ('other', 'owner')`)).toBe(NOT_NULL);
  });

  it('give every account one of the three roles, named', async () => {
    expect(await outcome(`INSERT INTO users (username, password_hash) VALUES ('nobody', 'x')`)).toBe(NOT_NULL);
    expect(await outcome(`INSERT INTO users (username, password_hash, role) VALUES ('boss', 'x', 'admin')`)).toBe(
      CHECK_VIOLATION,
    );
    for (const role of ['owner', 'editor', 'inbox']) {
      expect(
        await outcome(`INSERT INTO users (username, password_hash, role) VALUES ('${role}-1', 'x', '${role}')`),
      ).toBe('ok');
    }
  });

  it('keep newsletter emails unique', async () => {
    expect(await outcome(`INSERT INTO newsletter_subscriptions (email) VALUES ('a@b.it')`)).toBe('ok');
    expect(await outcome(`INSERT INTO newsletter_subscriptions (email) VALUES ('A@B.it')`)).toBe(UNIQUE_VIOLATION);
  });

  it('keep pins within 0-100, defaulting to 50', async () => {
    await db.query(`INSERT INTO visited_cities (city_name) VALUES ('Padova')`);
    const [pin] = await db.query<{ pin_x: number; pin_y: number }>('SELECT pin_x, pin_y FROM visited_cities');
    expect(pin).toEqual({ pin_x: 50, pin_y: 50 });
    expect(await outcome(`INSERT INTO visited_cities (city_name, pin_x) VALUES ('Rovigo', 100.5)`)).toBe(
      CHECK_VIOLATION,
    );
    expect(await outcome(`INSERT INTO visited_cities (city_name, pin_y) VALUES ('Rovigo', -0.1)`)).toBe(
      CHECK_VIOLATION,
    );
    expect(await outcome(`INSERT INTO visited_cities (city_name, pin_x, pin_y) VALUES ('Rovigo', 0, 100)`)).toBe('ok');
  });

  it('keep consent and completed flags to 0 or 1, with their defaults', async () => {
    expect(
      await outcome(`INSERT INTO contact_submissions (name, email, message, privacy_accepted, marketing_consent)
        VALUES ('Anna', 'a@b.it', 'Un messaggio lungo', 1, 2)`),
    ).toBe(CHECK_VIOLATION);
    expect(
      await outcome(`INSERT INTO contact_submissions (name, email, message, privacy_accepted)
        VALUES ('Anna', 'a@b.it', 'Un messaggio lungo', 0)`),
    ).toBe(CHECK_VIOLATION);
    await db.query(
      `INSERT INTO contact_submissions (name, email, message, privacy_accepted) VALUES ('Anna', 'a@b.it', 'Un messaggio lungo', 1)`,
    );
    const [contact] = await db.query<{ marketing_consent: number }>(
      'SELECT marketing_consent FROM contact_submissions',
    );
    expect(contact.marketing_consent).toBe(0);

    expect(
      await outcome(
        `INSERT INTO tour_events (title, location, event_date, completed) VALUES ('Tappa', 'Belluno', '2025-11-01', 3)`,
      ),
    ).toBe(CHECK_VIOLATION);
    await db.query(`INSERT INTO tour_events (title, location, event_date) VALUES ('Tappa', 'Belluno', '2025-11-01')`);
    const [event] = await db.query<{ completed: number }>('SELECT completed FROM tour_events');
    expect(event.completed).toBe(0);
  });

  it('limit fileType to 50 characters and provincia to 3', async () => {
    expect(
      await outcome(
        `INSERT INTO campaign_materials (title, file_url, file_type) VALUES ('Volantino', 'https://x.it/a.pdf', $1)`,
        ['x'.repeat(51)],
      ),
    ).toBe(TOO_LONG);
    const [material] = await db.query<{ file_type: string }>(
      `INSERT INTO campaign_materials (title, file_url) VALUES ('Volantino', 'https://x.it/a.pdf') RETURNING file_type`,
    );
    expect(material.file_type).toBe('pdf');
    const insertBooth = (provincia: string) =>
      outcome(
        `INSERT INTO photo_booth_emails (email, nome_cognome, citta, provincia, privacy_accepted) VALUES ('a@b.it', 'Anna', 'Padova', $1, 1)`,
        [provincia],
      );
    expect(await insertBooth('PADO')).toBe(TOO_LONG);
    expect(await insertBooth('P')).toBe(CHECK_VIOLATION);
    expect(await insertBooth('PD')).toBe('ok');
  });

  it('allow a single site_content row', async () => {
    const insert = (id: number) =>
      outcome(
        `INSERT INTO site_content (id, bio_title, bio_subtitle, bio_text, hero_title, hero_subtitle, hero_call_to_action, map_title, map_description)
         VALUES ($1, 't', 's', 'b', 'h', 'hs', 'cta', 'm', 'md')`,
        [id],
      );
    expect(await insert(1)).toBe('ok');
    expect(await insert(2)).toBe(CHECK_VIOLATION);
  });
});
