import { describe, expect, it } from 'vitest';
import { signInAdmin } from './admin-api';
import { startSite } from './site';

describe('a second npm start', () => {
  it('keeps the data of the first: rows, and the admin with its password', async () => {
    const first = await startSite();
    try {
      const admin = await signInAdmin(first.url);
      const created = await admin('/api/tour-events', {
        method: 'POST',
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
      await signInAdmin(second.url);
      const content = await (await fetch(`${second.url}/api/content`)).json();
      expect(content.heroTitle).toContain('Presidente');
    } finally {
      await second.stop();
    }
  }, 420_000);
});
