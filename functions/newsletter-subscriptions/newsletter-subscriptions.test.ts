import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../core/schema/newsletter-subscription';
import { EMAIL_INVALID } from '../../core/schema/fields';
import { useTestDatabase } from '../../test/server/test-database';
import { MESSAGES } from '../_lib/http';
import { adminSession, call, callRaw } from '../../test/server/function-calls';
import adminSubscriptions from '../admin-newsletter-subscriptions/admin-newsletter-subscriptions';
import subscriptions from './newsletter-subscriptions';

const db = useTestDatabase();

const PATH = '/api/newsletter-subscriptions';
const ADMIN_PATH = '/api/admin/newsletter-subscriptions';

const valid = { email: 'giulia.sostenitrice@example.it', name: 'Giulia', privacyAccepted: 1 };

const subscribe = (body: unknown) => call(subscriptions, PATH, { method: 'POST', body });

describe('POST /api/newsletter-subscriptions', () => {
  it('subscribes a new address with 201 and answers only what was sent', async () => {
    const res = await subscribe(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email: valid.email, subscribed: true });
    const rows = await db.query<{ email: string; name: string | null }>(
      'SELECT email, name FROM newsletter_subscriptions',
    );
    expect(rows).toEqual([{ email: valid.email, name: 'Giulia' }]);
  });

  it('takes the name as optional', async () => {
    expect((await subscribe({ email: valid.email, privacyAccepted: 1 })).status).toBe(201);
    expect((await db.query<{ name: null }>('SELECT name FROM newsletter_subscriptions'))[0].name).toBeNull();
  });

  it('answers 200 to an address already subscribed, in any case, and keeps the first subscription', async () => {
    await subscribe(valid);
    const again = await subscribe({ ...valid, email: valid.email.toUpperCase(), name: 'Altro nome' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ email: valid.email.toUpperCase(), subscribed: true });
    const rows = await db.query<{ name: string }>('SELECT name FROM newsletter_subscriptions');
    expect(rows).toEqual([{ name: 'Giulia' }]);
  });

  it.each([
    [{ ...valid, email: 'non-una-email' }, 'email', EMAIL_INVALID],
    [{ ...valid, email: undefined }, 'email', EMAIL_INVALID],
    [{ ...valid, privacyAccepted: 0 }, 'privacyAccepted', NEWSLETTER_MESSAGES.privacy],
    [{ email: valid.email }, 'privacyAccepted', NEWSLETTER_MESSAGES.privacy],
    [{ ...valid, name: 'x'.repeat(201) }, 'name', NEWSLETTER_MESSAGES.nameTooLong],
  ])('refuses %j with the Italian message and writes nothing', async (body, field, message) => {
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.badInput);
    expect(res.body.fields[field]).toBe(message);
    expect(await db.count('newsletter_subscriptions')).toBe(0);
  });
});

describe('GET /api/admin/newsletter-subscriptions', () => {
  it('refuses without a session', async () => {
    await subscribe(valid);
    expect((await call(adminSubscriptions, ADMIN_PATH)).status).toBe(401);
    expect((await callRaw(adminSubscriptions, `${ADMIN_PATH}?format=csv`)).status).toBe(401);
  });

  it('lists the subscribers newest first with the count, and exports them as CSV', async () => {
    await subscribe(valid);
    await subscribe({ email: 'secondo@example.it', privacyAccepted: 1 });
    await db.query(`UPDATE newsletter_subscriptions SET subscribed_at = '2025-11-15T17:30:00Z' WHERE id = 1`);
    await db.query(`UPDATE newsletter_subscriptions SET subscribed_at = '2025-11-16T08:00:00Z' WHERE id = 2`);
    const cookie = await adminSession();
    const list = await call(adminSubscriptions, ADMIN_PATH, { cookie });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      items: [
        { id: 2, email: 'secondo@example.it', name: null, subscribedAt: expect.any(String) },
        { id: 1, email: valid.email, name: 'Giulia', subscribedAt: expect.any(String) },
      ],
      total: 2,
      nextCursor: null,
    });
    const csv = await callRaw(adminSubscriptions, `${ADMIN_PATH}?format=csv`, { cookie });
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="iscritti-newsletter-[\d-]+\.csv"$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text).toBe(
      '\uFEFFData iscrizione;Email;Nome\r\n16/11/2025 09:00;secondo@example.it;\r\n15/11/2025 18:30;giulia.sostenitrice@example.it;Giulia\r\n',
    );
  });
});
