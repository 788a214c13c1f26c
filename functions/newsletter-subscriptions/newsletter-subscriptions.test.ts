import { describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../core/schema/newsletter-subscription';
import { EMAIL_INVALID } from '../../core/schema/fields';
import { useTestDatabase } from '../../test/server/test-database';
import { MESSAGES } from '../_lib/http';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { call, callRaw } from '../../test/server/function-calls';
import confirmation from '../newsletter-confirmation/newsletter-confirmation';
import subscriptions from './newsletter-subscriptions';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const PATH = '/api/newsletter-subscriptions';
const valid = { email: 'giulia.sostenitrice@example.it', name: 'Giulia', privacyAccepted: 1 };

const subscribe = (body: unknown) => call(subscriptions, PATH, { method: 'POST', body });
const confirm = (token: unknown) =>
  call(confirmation, '/api/newsletter-subscriptions/confirm', { method: 'POST', body: { token } });

/** The token of the confirmation link in the n-th mail received. */
function confirmationToken(index = 0): string {
  const text = smtp().received[index].parsed.text ?? '';
  const match = /\/iscrizione\/conferma\?t=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error('No confirmation link in the mail');
  return match[1];
}

/** Moves the last confirmation link's sending back in time, as if that much had passed. */
const ageLink = (interval: string) =>
  db.query(`UPDATE newsletter_subscriptions SET confirm_sent_at = confirm_sent_at - $1::interval`, [interval]);

describe('POST /api/newsletter-subscriptions (double opt-in)', () => {
  it('stores a pending subscription and sends one confirmation mail, whose link confirms it', async () => {
    const res = await subscribe(valid);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: NEWSLETTER_MESSAGES.checkYourMail });
    const [row] = await db.query<{ name: string; confirmed_at: Date | null; confirm_token_hash: string }>(
      'SELECT name, confirmed_at, confirm_token_hash FROM newsletter_subscriptions',
    );
    expect(row).toMatchObject({ name: 'Giulia', confirmed_at: null });

    expect(smtp().received).toHaveLength(1);
    const mail = smtp().received[0];
    expect(mail.envelopeTo).toEqual([valid.email]);
    expect(mail.parsed.subject).toBe('Conferma la tua iscrizione agli aggiornamenti di Giulia Venturini Presidente');
    const token = confirmationToken();
    // Only the token's hash is stored, and the outbox forgets the mail's data once it has left.
    expect(row.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await db.query('SELECT * FROM newsletter_subscriptions'))).not.toContain(token);
    expect(await db.query('SELECT data FROM outbox')).toEqual([{ data: null }]);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ status: 'confirmed', message: NEWSLETTER_MESSAGES.confirmed });
    const [after] = await db.query<{ confirmed_at: Date | null }>('SELECT confirmed_at FROM newsletter_subscriptions');
    expect(after.confirmed_at).toBeInstanceOf(Date);
  });

  it('answers a new, a pending and a confirmed address byte for byte alike', async () => {
    const answers: string[] = [];
    const record = async (email: string) => {
      const res = await callRaw(subscriptions, PATH, { method: 'POST', body: { ...valid, email } });
      answers.push(`${res.status} ${res.headers.get('content-type')} ${await res.text()}`);
    };
    await record('nuovo@example.it');
    await record('nuovo@example.it');
    await confirm(confirmationToken());
    await record('NUOVO@example.it');
    await record('altro@example.it');
    expect(new Set(answers).size).toBe(1);
    // The pending address within the hour and the confirmed one were sent nothing more.
    expect(smtp().received.map((mail) => mail.envelopeTo[0])).toEqual(['nuovo@example.it', 'altro@example.it']);
  });

  it('sends a pending address a new link at most once an hour, and only the newest link works', async () => {
    await subscribe(valid);
    await subscribe(valid);
    expect(smtp().received).toHaveLength(1);
    await ageLink('61 minutes');
    await subscribe({ ...valid, name: 'Giulia B.' });
    expect(smtp().received).toHaveLength(2);
    expect(await db.count('newsletter_subscriptions')).toBe(1);
    expect((await confirm(confirmationToken(0))).status).toBe(404);
    expect((await confirm(confirmationToken(1))).status).toBe(200);
  });

  it('tells a used, an expired and an unknown link apart, in Italian', async () => {
    await subscribe(valid);
    const token = confirmationToken();
    expect((await confirm(token)).status).toBe(200);
    expect(await confirm(token)).toMatchObject({ status: 409, body: { error: NEWSLETTER_MESSAGES.linkUsed } });

    await subscribe({ ...valid, email: 'lento@example.it' });
    await ageLink('7 days 1 minute');
    expect(await confirm(confirmationToken(1))).toMatchObject({
      status: 410,
      body: { error: NEWSLETTER_MESSAGES.linkExpired },
    });
    expect(await confirm('A'.repeat(43))).toMatchObject({
      status: 404,
      body: { error: NEWSLETTER_MESSAGES.linkInvalid },
    });
    expect(await confirm('troppo-corto')).toMatchObject({
      status: 400,
      body: { fields: { token: NEWSLETTER_MESSAGES.linkInvalid } },
    });
    expect(await confirm(43)).toMatchObject({ status: 400 });
  });

  it('answers a bot that fills the honeypot as it answers everyone, storing and sending nothing', async () => {
    const res = await subscribe({ ...valid, website: 'https://spam.example' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: NEWSLETTER_MESSAGES.checkYourMail });
    expect(await db.count('newsletter_subscriptions')).toBe(0);
    expect(await db.count('outbox')).toBe(0);
    expect(smtp().received).toHaveLength(0);
  });

  it('takes the name as optional', async () => {
    expect((await subscribe({ email: valid.email, privacyAccepted: 1 })).status).toBe(202);
    expect((await db.query<{ name: null }>('SELECT name FROM newsletter_subscriptions'))[0].name).toBeNull();
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
    expect(await db.count('outbox')).toBe(0);
  });

  it('still takes sign-ups without SMTP_URL: the mail waits in the outbox, and a line says why', async () => {
    delete process.env.SMTP_URL;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await subscribe(valid);
    expect(warned).toHaveBeenCalledWith('Mail waits in the outbox: SMTP_URL is not set.');
    warned.mockRestore();
    expect(res.status).toBe(202);
    expect(await db.query('SELECT kind, campaign, attempts, sent_at FROM outbox')).toEqual([
      { kind: 'newsletter-confirm', campaign: false, attempts: 0, sent_at: null },
    ]);
    expect(smtp().received).toHaveLength(0);
  });
});
