import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLLS_CLOSE, SILENCE_STARTS } from '../../core/vote-calendar';
import { getDb } from '../../db/client';
import { useTestDatabase } from '../../test/server/test-database';
import { downSmtpUrl, useTestSmtpServer } from '../../test/server/smtp-test-server';
import { call } from '../../test/server/function-calls';
import subscriptions from '../newsletter-subscriptions/newsletter-subscriptions';
import outboxSender, { config, runOutboxSender } from './outbox-sender';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

let warned: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const signUp = (email: string) =>
  call(subscriptions, '/api/newsletter-subscriptions', { method: 'POST', body: { email, privacyAccepted: 1 } });

/** `count` confirmed subscribers and a newsletter queued for them, as the admin endpoint queues it. */
async function queueCampaignMail(count: number) {
  await db.query(
    `INSERT INTO newsletter_subscriptions (email, confirmed_at)
     SELECT 'iscritto' || n || '@example.it', now() FROM generate_series(1, $1::int) AS n`,
    [count],
  );
  await db.query(
    `INSERT INTO newsletter_issues (subject, body) VALUES ('Le tappe di dicembre', 'Ci vediamo a Padova!')`,
  );
  await db.query(
    `INSERT INTO outbox (kind, campaign, recipient, data)
     SELECT 'newsletter-issue', true, email, jsonb_build_object('subscriptionId', id, 'issueId', 1)
     FROM newsletter_subscriptions`,
  );
}

/** As if the next try were due now (the backoff waits a minute after the first failure). */
const makeDue = () => db.query(`UPDATE outbox SET next_attempt_at = now() WHERE sent_at IS NULL`);

const recipients = () =>
  smtp()
    .received.map((mail) => mail.envelopeTo[0])
    .sort();

describe('the scheduled outbox sender', () => {
  it('runs every minute as a Netlify scheduled function', () => {
    expect(config.schedule).toBe('* * * * *');
  });

  it('delivers once a sign-up made while the SMTP server was down, when it is back', async () => {
    process.env.SMTP_URL = await downSmtpUrl();
    expect((await signUp('anna@example.it')).status).toBe(202);
    const [failed] = await db.query<{ attempts: number; last_error: string; sent_at: Date | null }>(
      'SELECT attempts, last_error, sent_at FROM outbox',
    );
    expect(failed).toMatchObject({ attempts: 1, sent_at: null });
    expect(failed.last_error).toMatch(/^ESOCKET connect ECONNREFUSED/);
    expect(failed.last_error).not.toContain('anna');

    process.env.SMTP_URL = smtp().url;
    // Not yet due: the first retry waits a minute.
    expect(await runOutboxSender(getDb())).toMatchObject({ sent: 0 });
    await makeDue();
    expect(await runOutboxSender(getDb())).toMatchObject({ sent: 1, failed: 0 });
    expect(await runOutboxSender(getDb())).toMatchObject({ sent: 0 });
    expect(recipients()).toEqual(['anna@example.it']);
    const [sent] = await db.query<{ attempts: number; last_error: null; sent_at: Date }>(
      'SELECT attempts, last_error, sent_at FROM outbox',
    );
    expect(sent).toMatchObject({ attempts: 2, last_error: null, sent_at: expect.any(Date) });
  });

  it('sends each mail once when two runs overlap on the same rows', async () => {
    await queueCampaignMail(40);
    smtp().delayMs = 20;
    const clock = () => POLLS_CLOSE + 1;
    const [first, second] = await Promise.all([
      runOutboxSender(getDb(), { batchSize: 5, clock }),
      runOutboxSender(getDb(), { batchSize: 5, clock }),
    ]);
    expect(first.sent + second.sent).toBe(40);
    // Both worked: the rows were shared out, not sent by one while the other waited.
    expect(first.sent).toBeGreaterThan(0);
    expect(second.sent).toBeGreaterThan(0);
    expect(smtp().received).toHaveLength(40);
    expect(new Set(recipients()).size).toBe(40);
    expect(await db.query(`SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL`)).toEqual([{ n: 0 }]);
  });

  it("takes back a crashed sender's rows when its lease runs out, never before", async () => {
    await queueCampaignMail(2);
    await db.query(`UPDATE outbox SET claimed_until = now() + interval '1 minute', attempts = 1 WHERE id = 1`);
    await db.query(`UPDATE outbox SET claimed_until = now() - interval '1 second', attempts = 1 WHERE id = 2`);
    expect(await runOutboxSender(getDb(), { clock: () => POLLS_CLOSE + 1 })).toMatchObject({ sent: 1 });
    expect(recipients()).toEqual(['iscritto2@example.it']);
  });

  it('holds campaign mail during the electoral silence and sends it after, while a confirmation still goes', async () => {
    await queueCampaignMail(3);
    process.env.SMTP_URL = await downSmtpUrl();
    await signUp('in-silenzio@example.it');
    process.env.SMTP_URL = smtp().url;
    await makeDue();

    const eve = () => SILENCE_STARTS + 60_000;
    expect(await runOutboxSender(getDb(), { clock: eve })).toMatchObject({ sent: 1 });
    expect(recipients()).toEqual(['in-silenzio@example.it']);
    expect(await runOutboxSender(getDb(), { clock: () => POLLS_CLOSE - 1 })).toMatchObject({ sent: 0 });

    expect(await runOutboxSender(getDb(), { clock: () => POLLS_CLOSE })).toMatchObject({ sent: 3 });
    expect(recipients()).toEqual([
      'in-silenzio@example.it',
      'iscritto1@example.it',
      'iscritto2@example.it',
      'iscritto3@example.it',
    ]);
  });

  it('gives up at once on a mailbox the server refuses for good, and backs off on other failures', async () => {
    await queueCampaignMail(2);
    smtp().rejected.add('iscritto1@example.it');
    expect(await runOutboxSender(getDb(), { clock: () => POLLS_CLOSE })).toMatchObject({ sent: 1, failed: 1 });
    const [refused] = await db.query<{ failed_at: Date | null; last_error: string; data: unknown }>(
      'SELECT failed_at, last_error, data FROM outbox WHERE id = 1',
    );
    expect(refused).toMatchObject({ failed_at: expect.any(Date), data: null });
    expect(refused.last_error).toMatch(/^EENVELOPE 550 /);
    expect(refused.last_error).not.toContain('iscritto1');

    // The same mail again, on its fourth try, with the server down.
    await db.query(
      `UPDATE outbox SET sent_at = NULL, attempts = 3, data = '{"subscriptionId": 2, "issueId": 1}' WHERE id = 2`,
    );
    process.env.SMTP_URL = await downSmtpUrl();
    await runOutboxSender(getDb(), { clock: () => POLLS_CLOSE });
    const [retry] = await db.query<{ wait: number; failed_at: null }>(
      `SELECT round(extract(epoch FROM next_attempt_at - now()) / 60)::int AS wait, failed_at FROM outbox WHERE id = 2`,
    );
    // The fourth try failed: the next one waits 2^3 minutes.
    expect(retry).toEqual({ wait: 8, failed_at: null });
  });

  it('without SMTP_URL sends nothing, says so in one line, and leaves the mail waiting', async () => {
    await queueCampaignMail(1);
    delete process.env.SMTP_URL;
    await outboxSender();
    await outboxSender();
    expect(await db.query('SELECT attempts, sent_at FROM outbox')).toEqual([{ attempts: 0, sent_at: null }]);
    expect(warned.mock.calls).toEqual([['Mail waits in the outbox: SMTP_URL is not set.']]);
  });
});
