import { purgeCache } from '@netlify/functions';
import { describe, expect, it, vi } from 'vitest';
import { API } from '../../core/api-paths';
import { dayInItaly } from '../../core/rome-time';
import { call, usePurgeToken } from '../../test/server/function-calls';
import { BOOKING, addStop, book, clickConfirm, confirmTokenOf, mailsTo } from '../../test/server/rsvp-test-kit';
import { VOLUNTEER, addShift, clickShiftConfirm, shiftConfirmTokenOf, signUp } from '../../test/server/shift-kit';
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
  db.query<{ day: string; page: string; source: string; campaign: string; kind: string; count: number }>(
    `SELECT day::text AS day, page, source, campaign, kind, count FROM metrics_conversions ORDER BY kind, page, source`,
  );

describe('conversions, counted exactly on the server by page and source (decision 0046)', () => {
  it('counts a message by the page its form was on and the source and campaign its link named', async () => {
    const sent = { ...MESSAGE, sourcePage: '/contatti', utm_source: 'whatsapp', utm_medium: 'share' };
    const campaign = { ...sent, utm_campaign: 'Post Del 12' };
    expect((await call(contact, API.contact, { method: 'POST', body: sent })).status).toBe(201);
    expect((await call(contact, API.contact, { method: 'POST', body: sent, ip: '203.0.113.8' })).status).toBe(201);
    expect((await call(contact, API.contact, { method: 'POST', body: campaign, ip: '203.0.113.9' })).status).toBe(201);
    const day = dayInItaly(new Date());
    expect(await conversions()).toEqual([
      { day, page: '/contatti', source: 'whatsapp', campaign: '', kind: 'contact', count: 2 },
      { day, page: '/contatti', source: 'whatsapp', campaign: 'post-del-12', kind: 'contact', count: 1 },
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

  it('counts a booking requested, then confirmed once, by the stop page, source and campaign of its request', async () => {
    const stop = await addStop();
    const page = `/tappe/${stop.id}`;
    const body = { ...BOOKING, sourcePage: page, utm_source: 'facebook', utm_campaign: 'comizio-este' };
    expect((await book(stop.id, body)).status).toBe(202);
    const token = confirmTokenOf(mailsTo(smtp().received, BOOKING.email).at(-1)!);
    expect((await clickConfirm(token)).status).toBe(200);
    expect((await clickConfirm(token)).status).toBe(409);
    const counted = { page, source: 'facebook', campaign: 'comizio-este', count: 1 };
    expect(await conversions()).toEqual([
      expect.objectContaining({ ...counted, kind: 'booking-confirmed' }),
      expect.objectContaining({ ...counted, kind: 'booking-requested' }),
    ]);
    const stops = await db.query<{ stop_id: number }>(`SELECT DISTINCT stop_id FROM metrics_conversions`);
    expect(stops).toEqual([{ stop_id: stop.id }]);
  });

  it("counts a booking made from the home page under the home page, and under its stop for the stop's figure", async () => {
    const stop = await addStop();
    expect((await book(stop.id, { ...BOOKING, sourcePage: '/' })).status).toBe(202);
    expect((await clickConfirm(confirmTokenOf(mailsTo(smtp().received, BOOKING.email).at(-1)!))).status).toBe(200);
    const rows = await db.query<{ page: string; kind: string; stop_id: number }>(
      `SELECT page, kind, stop_id FROM metrics_conversions ORDER BY kind`,
    );
    expect(rows).toEqual([
      { page: '/', kind: 'booking-confirmed', stop_id: stop.id },
      { page: '/', kind: 'booking-requested', stop_id: stop.id },
    ]);
  });

  it("counts a shift's sign-up requested, then confirmed once, as its own kind by page, source and campaign", async () => {
    const shift = await addShift();
    const body = { ...VOLUNTEER, sourcePage: '/volontari', utm_source: 'ig', utm_campaign: 'banchetti' };
    expect((await signUp(shift.id, body)).status).toBe(202);
    const token = shiftConfirmTokenOf(mailsTo(smtp().received, VOLUNTEER.email).at(-1)!);
    expect((await clickShiftConfirm(token)).status).toBe(200);
    expect((await clickShiftConfirm(token)).status).toBe(409);
    const counted = { page: '/volontari', source: 'instagram', campaign: 'banchetti', count: 1 };
    expect(await conversions()).toEqual([
      expect.objectContaining({ ...counted, kind: 'shift-confirmed' }),
      expect.objectContaining({ ...counted, kind: 'shift-requested' }),
    ]);
    const stops = await db.query<{ stop_id: number }>(`SELECT DISTINCT stop_id FROM metrics_conversions`);
    expect(stops).toEqual([{ stop_id: 0 }]);
  });
});
