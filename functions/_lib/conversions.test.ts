import { purgeCache } from '@netlify/functions';
import { describe, expect, it, vi } from 'vitest';
import { API } from '../../core/api-paths';
import { dayInItaly } from '../../core/rome-time';
import { call, usePurgeToken } from '../../test/server/function-calls';
import { BOOKING, addStop, book, clickConfirm, confirmTokenOf, mailsTo } from '../../test/server/rsvp-test-kit';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';
import contact from '../contact/contact';
import newsletterSubscriptions from '../newsletter-subscriptions/newsletter-subscriptions';

vi.mock('@netlify/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@netlify/functions')>()),
  purgeCache: vi.fn(),
}));

const db = useTestDatabase();
const smtp = useTestSmtpServer();
usePurgeToken(vi.mocked(purgeCache));

const MESSAGE = {
  name: 'Anna Bianchi',
  email: 'anna@example.com',
  message: 'Vorrei aiutare durante la campagna.',
  privacyAccepted: 1,
};

const conversions = () =>
  db.query<{ day: string; page: string; source: string; kind: string; count: number }>(
    `SELECT day::text AS day, page, source, kind, count FROM metrics_conversions ORDER BY kind, page, source`,
  );

describe('conversions, counted exactly on the server by page and source (decision 0046)', () => {
  it('counts a message by the page its form was on and the campaign its link named', async () => {
    const sent = { ...MESSAGE, sourcePage: '/contatti', utm_source: 'whatsapp', utm_medium: 'share' };
    expect((await call(contact, API.contact, { method: 'POST', body: sent })).status).toBe(201);
    expect((await call(contact, API.contact, { method: 'POST', body: sent, ip: '203.0.113.8' })).status).toBe(201);
    expect(await conversions()).toEqual([
      { day: dayInItaly(new Date()), page: '/contatti', source: 'whatsapp', kind: 'contact', count: 2 },
    ]);
  });

  it("counts a friend's invite as a share, and a link without either as direct", async () => {
    const signUp = (body: object) =>
      call(newsletterSubscriptions, API.newsletterSubscriptions, { method: 'POST', body });
    await signUp({ email: 'chiara@example.it', privacyAccepted: 1, sourcePage: '/', ref: 'K7M2QX9P' });
    await signUp({ email: 'marco@example.it', privacyAccepted: 1, sourcePage: '/chi-sono' });
    expect(await conversions()).toEqual([
      expect.objectContaining({ page: '/', source: 'condivisione', kind: 'newsletter', count: 1 }),
      expect.objectContaining({ page: '/chi-sono', source: 'diretto', kind: 'newsletter', count: 1 }),
    ]);
  });

  it("counts nothing for a bot's honeypot or a refused form", async () => {
    await call(contact, API.contact, { method: 'POST', body: { ...MESSAGE, website: 'http://spam.example' } });
    await call(contact, API.contact, { method: 'POST', body: { ...MESSAGE, name: 'A' } });
    expect(await conversions()).toEqual([]);
  });

  it('counts a booking requested, then confirmed once, by the stop page and source of its request', async () => {
    const stop = await addStop();
    const page = `/tappe/${stop.id}`;
    expect((await book(stop.id, { ...BOOKING, sourcePage: page, utm_source: 'facebook' })).status).toBe(202);
    const token = confirmTokenOf(mailsTo(smtp().received, BOOKING.email).at(-1)!);
    expect((await clickConfirm(token)).status).toBe(200);
    expect((await clickConfirm(token)).status).toBe(409);
    expect(await conversions()).toEqual([
      expect.objectContaining({ page, source: 'facebook', kind: 'booking-confirmed', count: 1 }),
      expect.objectContaining({ page, source: 'facebook', kind: 'booking-requested', count: 1 }),
    ]);
  });
});
