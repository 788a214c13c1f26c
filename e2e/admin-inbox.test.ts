import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openAdminPanel } from '../test/browser/admin-api';
import { useBrowser } from '../test/browser/browser';
import { querySiteDatabase } from '../test/browser/site-db';

/*
 * The admin inbox with more than a page of rows, seeded straight into the site's database (the public forms are
 * rate-limited and timed). The rows are the newest, so the first pages are ours whatever other tests left; they
 * are deleted afterwards.
 */

const site = useBrowser();
const unique = `e2e${Date.now().toString(36)}`;
const PAGE_SIZE = 50;
const SEEDED = 61;

afterAll(async () => {
  await querySiteDatabase('DELETE FROM contact_submissions WHERE email LIKE $1', [`%@${unique}.example`]);
  await querySiteDatabase('DELETE FROM newsletter_subscriptions WHERE email LIKE $1', [`%@${unique}.example`]);
});

interface ListCase {
  title: string;
  csvLabel: string;
  table: string;
  /** Inserts SEEDED rows named `${name(n)}` for n = 1…SEEDED, newest last; n = 1 carries an accented word. */
  seed: () => Promise<void>;
  name: (n: number) => string;
  /** What to type, without accents and in other case, to find row 1 alone; and what row 1 shows. */
  search: string;
  found: string;
}

const contactMessages: ListCase = {
  title: 'Messaggi dal modulo contatti',
  csvLabel: 'Esporta CSV dei messaggi',
  table: 'contact_submissions',
  seed: () =>
    querySiteDatabase(
      `INSERT INTO contact_submissions (name, email, message, privacy_accepted, marketing_consent, created_at)
       SELECT 'Persona ' || $1 || ' ' || n, 'persona' || n || '@' || $1 || '.example',
              CASE WHEN n = 1 THEN 'Vi scrivo perché voglio aiutare ' || $1 ELSE 'Messaggio di prova ' || n END,
              1, 0, now() + n * interval '1 millisecond'
       FROM generate_series(1, $2::int) AS n`,
      [unique, SEEDED],
    ).then(() => undefined),
  name: (n) => `Persona ${unique} ${n}`,
  search: `PERCHE VOGLIO AIUTARE ${unique}`,
  found: `Vi scrivo perché voglio aiutare ${unique}`,
};

const newsletterSubscribers: ListCase = {
  title: 'Iscritti alla newsletter',
  csvLabel: 'Esporta CSV degli iscritti confermati alla newsletter',
  table: 'newsletter_subscriptions',
  seed: () =>
    querySiteDatabase(
      `INSERT INTO newsletter_subscriptions (email, name, subscribed_at, confirmed_at)
       SELECT 'iscritto' || n || '@' || $1 || '.example',
              CASE WHEN n = 1 THEN 'Niccolò Zanè ' || $1 ELSE 'Iscritto ' || $1 || ' ' || n END,
              now() + n * interval '1 millisecond', now()
       FROM generate_series(1, $2::int) AS n`,
      [unique, SEEDED],
    ).then(() => undefined),
  name: (n) => (n === 1 ? `Niccolò Zanè ${unique}` : `Iscritto ${unique} ${n}`),
  search: `niccolo zane ${unique}`,
  found: `Niccolò Zanè ${unique}`,
};

async function total(table: string): Promise<number> {
  const [row] = await querySiteDatabase<{ count: string }>(`SELECT count(*) AS count FROM ${table}`);
  return Number(row.count);
}

const cardNames = (page: Page, title: string) =>
  page
    .getByRole('region', { name: new RegExp(`^${title}`) })
    .locator('.admin-list > li h4')
    .allTextContents();

describe('the admin inbox in a browser', () => {
  for (const list of [contactMessages, newsletterSubscribers]) {
    it(`pages "${list.title}" 50 at a time with its total, searches without accents, exports CSV`, async () => {
      await list.seed();
      const count = await total(list.table);
      expect(count).toBeGreaterThanOrEqual(SEEDED);

      const { page, problems } = await site.open();
      await openAdminPanel(page, site.baseURL);
      const section = page.getByRole('region', { name: new RegExp(`^${list.title}`) });
      await expect
        .poll(() => section.getByRole('heading', { level: 3 }).textContent())
        .toBe(`${list.title} (${count})`);

      // The first page: the 50 newest, ours, newest first.
      const newest = Array.from({ length: SEEDED }, (_, index) => list.name(SEEDED - index));
      await expect.poll(() => cardNames(page, list.title)).toEqual(newest.slice(0, PAGE_SIZE));

      // "Mostra altri" appends the next page: no duplicates, no gaps, ours first.
      await section.getByRole('button', { name: 'Mostra altri' }).click();
      await expect.poll(async () => (await cardNames(page, list.title)).length).toBe(Math.min(count, 2 * PAGE_SIZE));
      const shown = await cardNames(page, list.title);
      expect(new Set(shown).size).toBe(shown.length);
      expect(shown.slice(0, SEEDED)).toEqual(newest);

      // The search ignores case and accents.
      await section.getByRole('searchbox', { name: 'Cerca' }).fill(list.search);
      await section.getByRole('button', { name: 'Cerca', exact: true }).click();
      await expect.poll(() => cardNames(page, list.title)).toEqual([list.name(1)]);
      expect(await section.locator('.admin-list').textContent()).toContain(list.found);
      await expect.poll(() => section.getByRole('heading', { level: 3 }).textContent()).toBe(`${list.title} (1)`);

      // The export: everything, whatever the search.
      const csvLink = section.getByRole('link', { name: list.csvLabel });
      const csv = await page.request.get((await csvLink.getAttribute('href'))!);
      expect(csv.status()).toBe(200);
      const body = await csv.text();
      expect(body.split(`@${unique}.example`).length - 1).toBe(SEEDED);
      expect(body).toContain(list.found);
      expect(body).toContain(list.name(SEEDED));
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
