import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/server/test-database';
import { MESSAGES } from '../_lib/http';
import { adminSession, call, callRaw } from '../../test/server/function-calls';
import contactSubmissions from './admin-contact-submissions';

const db = useTestDatabase();

const PATH = '/api/admin/contact-submissions';

interface Page {
  items: { id: number; name: string; message: string }[];
  total: number;
  nextCursor: string | null;
}

/** Adds `count` messages whose created_at increases with their number (many share a second, to test ties). */
async function addMessages(count: number, from = 1, name = (n: number) => `Mittente ${n}`) {
  const numbers = Array.from({ length: count }, (_, index) => from + index);
  await db.query(
    `INSERT INTO contact_submissions (name, email, message, privacy_accepted, created_at)
     SELECT n, 'persona@example.it', 'Un messaggio abbastanza lungo', 1,
       timestamptz '2025-11-01 10:00:00+00' + (i / 3) * interval '1 second'
     FROM unnest($1::text[], $2::int[]) AS t(n, i)`,
    [numbers.map(name), numbers],
  );
}

async function page(cookie: string, query = ''): Promise<Page> {
  const res = await call(contactSubmissions, `${PATH}${query}`, { cookie });
  expect(res.status).toBe(200);
  return res.body as Page;
}

describe('the admin inbox: pages, search, export', () => {
  it('pages 50 at a time, newest first, with the total and a cursor until the last page', async () => {
    await addMessages(120);
    const cookie = await adminSession();
    const first = await page(cookie);
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(120);
    expect(first.items[0].name).toBe('Mittente 120');
    const second = await page(cookie, `?cursor=${first.nextCursor}`);
    const third = await page(cookie, `?cursor=${second.nextCursor}`);
    expect(third.items).toHaveLength(20);
    expect(third.nextCursor).toBeNull();
    const names = [...first.items, ...second.items, ...third.items].map((item) => item.name);
    expect(names).toEqual(Array.from({ length: 120 }, (_, index) => `Mittente ${120 - index}`));
  });

  it('has no duplicates or gaps across pages while new messages keep arriving', async () => {
    await addMessages(130);
    const cookie = await adminSession();
    const seen: string[] = [];
    let cursor: string | null = null;
    let added = 130;
    do {
      const current: Page = await page(cookie, cursor ? `?cursor=${cursor}` : '');
      seen.push(...current.items.map((item) => item.name));
      cursor = current.nextCursor;
      await addMessages(7, added + 1);
      added += 7;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 130 }, (_, index) => `Mittente ${130 - index}`));
  });

  it('searches name, email and message whatever the case and the accents, and counts the matches', async () => {
    await addMessages(3, 1, (n) => ['Nicolò Bianchi', 'NICOLO ROSSI', 'Anna Verdi'][n - 1]);
    await db.query(`UPDATE contact_submissions SET message = 'Perché non passate a Città di Castello?' WHERE id = 3`);
    const cookie = await adminSession();
    const nicolo = await page(cookie, '?q=nicolo');
    expect(nicolo.items.map((item) => item.name).sort()).toEqual(['NICOLO ROSSI', 'Nicolò Bianchi']);
    expect(nicolo.total).toBe(2);
    expect((await page(cookie, `?q=${encodeURIComponent('CITTA DI')}`)).items.map((item) => item.name)).toEqual([
      'Anna Verdi',
    ]);
    expect((await page(cookie, `?q=${encodeURIComponent('perche')}`)).total).toBe(1);
    expect((await page(cookie, '?q=persona%40example')).total).toBe(3);
    expect((await page(cookie, '?q=nessuno')).items).toEqual([]);
  });

  it('takes % and _ in a search as the characters themselves', async () => {
    await addMessages(2, 1, (n) => ['Sconto 50%', 'Sconto 500'][n - 1]);
    const found = await page(await adminSession(), `?q=${encodeURIComponent('50%')}`);
    expect(found.items.map((item) => item.name)).toEqual(['Sconto 50%']);
  });

  it('pages through search results with the cursor', async () => {
    await addMessages(120, 1, (n) => (n % 2 === 0 ? `Alfa ${n}` : `Beta ${n}`));
    const cookie = await adminSession();
    const first = await page(cookie, '?q=alfa');
    const second = await page(cookie, `?q=alfa&cursor=${first.nextCursor}`);
    expect(first.total).toBe(60);
    expect(second.items).toHaveLength(10);
    expect([...first.items, ...second.items].every((item) => item.name.startsWith('Alfa'))).toBe(true);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not write and an overlong search with 400 in Italian', async () => {
    const cookie = await adminSession();
    for (const cursor of [
      'abc',
      Buffer.from('["x", 1]').toString('base64url'),
      Buffer.from('{"a":1}').toString('base64url'),
    ]) {
      const res = await call(contactSubmissions, `${PATH}?cursor=${cursor}`, { cookie });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: MESSAGES.badInput, fields: { cursor: 'Pagina non valida' } });
    }
    const long = await call(contactSubmissions, `${PATH}?q=${'a'.repeat(201)}`, { cookie });
    expect(long.status).toBe(400);
    expect(long.body.fields.q).toBe('La ricerca può contenere al massimo 200 caratteri');
  });

  it('exports every message as CSV, across several batches, newest first', async () => {
    await addMessages(2_345);
    const res = await callRaw(contactSubmissions, `${PATH}?format=csv`, { cookie: await adminSession() });
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2_346);
    expect(lines[1]).toContain(';Mittente 2345;');
    expect(lines.at(-1)).toContain(';Mittente 1;');
    expect(new Set(lines).size).toBe(lines.length);
  });
});
