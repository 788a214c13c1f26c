import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../core/schema/newsletter-subscription.schema';
import { useTestDatabase } from '../../test/server/test-database';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { adminSession, call } from '../../test/server/function-calls';
import adminNewsletterIssues from './admin-newsletter-issues';

const db = useTestDatabase();
const smtp = useTestSmtpServer();
const PATH = '/api/admin/newsletter-issues';
const issue = { subject: 'Le tappe di dicembre', text: 'Ci vediamo a Padova e a Verona.\n\nGrazie a tutti!' };

describe('POST /api/admin/newsletter-issues', () => {
  it('needs a session and writes nothing without one', async () => {
    expect((await call(adminNewsletterIssues, PATH, { method: 'POST', body: issue })).status).toBe(401);
    expect(await db.count('newsletter_issues')).toBe(0);
  });

  it('queues one mail per confirmed subscriber, in one statement, and sends them', async () => {
    await db.query(
      `INSERT INTO newsletter_subscriptions (email, confirmed_at)
       SELECT 'iscritto' || n || '@example.it', CASE WHEN n <= 3 THEN now() END FROM generate_series(1, 5) AS n`,
    );
    const cookie = await adminSession();
    const res = await call(adminNewsletterIssues, PATH, { method: 'POST', body: issue, cookie });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ queued: 3 });
    expect(
      smtp()
        .received.map((mail) => mail.envelopeTo[0])
        .sort(),
    ).toEqual(['iscritto1@example.it', 'iscritto2@example.it', 'iscritto3@example.it']);
    const [mail] = smtp().received;
    expect(mail.parsed.subject).toBe(issue.subject);
    expect(mail.parsed.text).toContain('Ci vediamo a Padova e a Verona.\n\nGrazie a tutti!');
    expect(mail.parsed.html).toContain('Annulla l&#39;iscrizione');
  });

  it('records the send in the activity log: who, when, which issue and to how many recipients', async () => {
    await db.query(
      `INSERT INTO newsletter_subscriptions (email, confirmed_at)
       SELECT 'iscritto' || n || '@example.it', CASE WHEN n <= 2 THEN now() END FROM generate_series(1, 3) AS n`,
    );
    const cookie = await adminSession('inbox', 'segreteria');
    expect((await call(adminNewsletterIssues, PATH, { method: 'POST', body: issue, cookie })).status).toBe(202);
    const [issueRow] = await db.query<{ id: number }>(`SELECT id FROM newsletter_issues`);
    const entries = await db.query<{ recent: boolean }>(
      `SELECT actor_username AS "actorUsername", address, action, subject, details,
         created_at > now() - interval '1 minute' AS recent
       FROM audit_log WHERE action <> 'login'`,
    );
    expect(entries).toEqual([
      {
        actorUsername: 'segreteria',
        address: '203.0.113.0/24',
        action: 'newsletter',
        subject: `newsletter_issues:${issueRow.id}`,
        details: { recipients: 2 },
        recent: true,
      },
    ]);
  });

  it('tells the send screen how many confirmed subscribers it would reach, and sends nothing', async () => {
    await db.query(
      `INSERT INTO newsletter_subscriptions (email, confirmed_at)
       SELECT 'iscritto' || n || '@example.it', CASE WHEN n <= 4 THEN now() END FROM generate_series(1, 6) AS n`,
    );
    const res = await call(adminNewsletterIssues, PATH, { cookie: await adminSession('inbox', 'segreteria') });
    expect(res).toMatchObject({ status: 200, body: { recipients: 4 } });
    expect(await db.count('outbox')).toBe(0);
    expect((await call(adminNewsletterIssues, PATH)).status).toBe(401);
  });

  it('refuses an issue without a subject or with too short a text, and queues nothing', async () => {
    const cookie = await adminSession();
    const res = await call(adminNewsletterIssues, PATH, {
      method: 'POST',
      body: { subject: '', text: 'corto' },
      cookie,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ subject: NEWSLETTER_MESSAGES.subject, text: NEWSLETTER_MESSAGES.text });
    expect(await db.count('outbox')).toBe(0);
  });
});
