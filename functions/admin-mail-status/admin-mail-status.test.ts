import { afterEach, describe, expect, it, vi } from 'vitest';
import { SILENCE_STARTS } from '../../core/vote-calendar';
import { useTestDatabase } from '../../test/server/test-database';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { adminSession, call } from '../../test/server/function-calls';
import adminMailStatus from './admin-mail-status';

const db = useTestDatabase();
useTestSmtpServer();
const PATH = '/api/admin/mail-status';

afterEach(() => vi.useRealTimers());

/** One mail of each state: sent, failed, retrying, waiting, and campaign mail of two kinds waiting, one sent. */
async function fillOutbox() {
  await db.query(
    `INSERT INTO outbox (kind, campaign, recipient, data, sent_at, failed_at, last_error) VALUES
       ('newsletter-confirm', false, 'a@example.it', NULL, now(), NULL, NULL),
       ('newsletter-confirm', false, 'b@example.it', NULL, NULL, now(), 'EENVELOPE 550 refused'),
       ('newsletter-confirm', false, 'c@example.it', '{}', NULL, NULL, 'ESOCKET timeout'),
       ('contact-notification', false, 'd@example.it', '{}', NULL, NULL, NULL),
       ('newsletter-issue', true, 'e@example.it', '{}', NULL, NULL, NULL),
       ('rsvp-reminder', true, 'f@example.it', '{}', NULL, NULL, NULL),
       ('rsvp-reminder', true, 'g@example.it', '{}', NULL, NULL, NULL),
       ('rsvp-change', true, 'h@example.it', NULL, now(), NULL, NULL)`,
  );
}

describe('GET /api/admin/mail-status', () => {
  it('needs a session', async () => {
    expect((await call(adminMailStatus, PATH)).status).toBe(401);
  });

  it('says whether mail can leave and counts what waits, failed and was sent', async () => {
    await fillOutbox();
    const cookie = await adminSession();
    const res = await call(adminMailStatus, PATH, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      configured: true,
      pending: 5,
      retrying: 1,
      held: 0,
      heldByKind: {},
      failed: 1,
      sentLastDay: 2,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');

    delete process.env.SMTP_URL;
    expect((await call(adminMailStatus, PATH, { cookie })).body).toMatchObject({ configured: false, pending: 5 });
    process.env.SMTP_URL = 'http://not-smtp.example.it';
    expect((await call(adminMailStatus, PATH, { cookie })).body).toMatchObject({ configured: false });
  });

  it('counts campaign mail as held during the electoral silence, by kind, sent mail left out', async () => {
    await fillOutbox();
    const cookie = await adminSession();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SILENCE_STARTS + 3_600_000);
    const { body } = await call(adminMailStatus, PATH, { cookie });
    expect(body).toMatchObject({ pending: 2, held: 3 });
    expect((body as { heldByKind: unknown }).heldByKind).toEqual({ 'newsletter-issue': 1, 'rsvp-reminder': 2 });
  });
});
