import { DEFAULT_LOCAL_ADMIN } from '../db/seed';
import { describe, expect, it } from 'vitest';
import { startSite } from './site';

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEFAULT_LOCAL_ADMIN),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0];
}

describe('a second npm start', () => {
  it('keeps the data of the first: rows, and the admin with its password', async () => {
    const first = await startSite();
    try {
      const created = await fetch(`${first.url}/api/tour-events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: await signIn(first.url) },
        body: JSON.stringify({ title: 'Comizio in piazza', location: 'Vicenza', eventDate: '2025-11-18' }),
      });
      expect(created.status).toBe(201);
    } finally {
      await first.stop({ keepFiles: true });
    }

    const second = await startSite(first.dir);
    try {
      const events = await (await fetch(`${second.url}/api/tour-events`)).json();
      expect(events).toEqual([expect.objectContaining({ title: 'Comizio in piazza', eventDate: '2025-11-18' })]);
      await signIn(second.url);
      const content = await (await fetch(`${second.url}/api/content`)).json();
      expect(content.heroTitle).toContain('Presidente');
    } finally {
      await second.stop();
    }
  }, 420_000);
});
