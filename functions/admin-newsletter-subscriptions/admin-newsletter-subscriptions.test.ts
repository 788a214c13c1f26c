import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/server/test-database';
import { adminSession, call, callRaw } from '../../test/server/function-calls';
import adminSubscriptions from './admin-newsletter-subscriptions';

const db = useTestDatabase();
const PATH = '/api/admin/newsletter-subscriptions';

/** Two subscribers: Giulia confirmed, a second address still pending. */
async function addSubscribers() {
  await db.query(
    `INSERT INTO newsletter_subscriptions (email, name, subscribed_at, confirmed_at, confirm_sent_at) VALUES
       ('giulia.sostenitrice@example.it', 'Giulia', '2025-11-15T17:30:00Z', '2025-11-15T17:45:00Z', '2025-11-15T17:30:00Z'),
       ('secondo@example.it', NULL, '2025-11-16T08:00:00Z', NULL, '2025-11-16T08:00:00Z')`,
  );
}

const decode = async (res: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());

describe('GET /api/admin/newsletter-subscriptions', () => {
  it('refuses without a session', async () => {
    await addSubscribers();
    expect((await call(adminSubscriptions, PATH)).status).toBe(401);
    expect((await callRaw(adminSubscriptions, `${PATH}?format=csv`)).status).toBe(401);
  });

  it('lists every subscriber newest first with its status, or those of one status', async () => {
    await addSubscribers();
    const cookie = await adminSession();
    const list = await call(adminSubscriptions, PATH, { cookie });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      items: [
        {
          id: 2,
          email: 'secondo@example.it',
          name: null,
          subscribedAt: expect.any(String),
          status: 'pending',
          confirmedAt: null,
        },
        {
          id: 1,
          email: 'giulia.sostenitrice@example.it',
          name: 'Giulia',
          subscribedAt: expect.any(String),
          status: 'confirmed',
          confirmedAt: expect.any(String),
        },
      ],
      total: 2,
      nextCursor: null,
    });
    const pending = await call(adminSubscriptions, `${PATH}?status=pending`, { cookie });
    expect(pending.body).toMatchObject({ items: [{ id: 2 }], total: 1 });
    expect((await call(adminSubscriptions, `${PATH}?status=tutti`, { cookie })).status).toBe(400);
  });

  it('exports only the confirmed subscribers as CSV by default, everyone with ?status=all', async () => {
    await addSubscribers();
    const cookie = await adminSession();
    const csv = await callRaw(adminSubscriptions, `${PATH}?format=csv`, { cookie });
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="iscritti-newsletter-[\d-]+\.csv"$/);
    expect(await decode(csv)).toBe(
      '\uFEFFData iscrizione;Email;Nome;Stato;Data conferma\r\n' +
        '15/11/2025 18:30;giulia.sostenitrice@example.it;Giulia;confermato;15/11/2025 18:45\r\n',
    );
    const all = await decode(await callRaw(adminSubscriptions, `${PATH}?format=csv&status=all`, { cookie }));
    expect(all).toContain('16/11/2025 09:00;secondo@example.it;;in attesa di conferma;\r\n');
  });
});
