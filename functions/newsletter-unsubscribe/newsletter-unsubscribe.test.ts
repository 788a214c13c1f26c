import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../core/schema/newsletter-subscription';
import { useTestDatabase } from '../../test/server/test-database';
import { rawHeader, useTestSmtpServer, type ReceivedMail } from '../../test/server/smtp-test-server';
import { call, callRaw } from '../../test/server/function-calls';
import subscriptions from '../newsletter-subscriptions/newsletter-subscriptions';
import unsubscribe from './newsletter-unsubscribe';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

/** A sign-up, and the mail it sent as it crossed the wire. */
async function signUp(email: string) {
  await call(subscriptions, '/api/newsletter-subscriptions', { method: 'POST', body: { email, privacyAccepted: 1 } });
  return smtp().received.at(-1)!;
}

/** The https URL of the List-Unsubscribe header: one, in angle brackets. */
function oneClickUrl(mail: ReceivedMail): string {
  const match = /^<(https:\/\/[^>]+)>$/.exec(rawHeader(mail, 'List-Unsubscribe') ?? '');
  if (!match) throw new Error('No List-Unsubscribe header with an https URL');
  return match[1];
}

/** The one-click POST a mail client sends (RFC 8058): a form body, no cookie, no Origin. */
const oneClick = (url: string) =>
  callRaw(unsubscribe, new URL(url).pathname, {
    method: 'POST',
    url,
    rawBody: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('the one-click unsubscribe', () => {
  it('is offered by the RFC 8058 headers of the mail, and its POST unsubscribes without login', async () => {
    const mail = await signUp('anna@example.it');
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = oneClickUrl(mail);
    expect(url).toMatch(/^https:\/\/venturinipresidente\.it\/api\/newsletter-subscriptions\/unsubscribe\?t=[\w-]{43}$/);

    const res = await oneClick(url);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await db.count('newsletter_subscriptions')).toBe(0);
    // Again (a client retrying): the same answer, nothing else deleted.
    expect((await oneClick(url)).status).toBe(200);
  });

  it('deletes only that subscription, with its mail not yet sent', async () => {
    const anna = await signUp('anna@example.it');
    await signUp('bruno@example.it');
    await db.query(`UPDATE newsletter_subscriptions SET confirmed_at = now()`);
    await db.query(`INSERT INTO newsletter_issues (subject, body) VALUES ('Novità', 'Le tappe di dicembre.')`);
    await db.query(
      `INSERT INTO outbox (kind, campaign, recipient, data)
       SELECT 'newsletter-issue', true, email, jsonb_build_object('subscriptionId', id, 'issueId', 1)
       FROM newsletter_subscriptions`,
    );
    const url = oneClickUrl(anna);
    expect((await oneClick(url)).status).toBe(200);
    expect(await db.query('SELECT email FROM newsletter_subscriptions')).toEqual([{ email: 'bruno@example.it' }]);
    expect(await db.query('SELECT recipient FROM outbox WHERE sent_at IS NULL')).toEqual([
      { recipient: 'bruno@example.it' },
    ]);
  });

  it('refuses a token it did not sign, and changes nothing on a GET (it leads to the page instead)', async () => {
    const mail = await signUp('anna@example.it');
    const forged = await callRaw(unsubscribe, '/api/newsletter-subscriptions/unsubscribe', {
      method: 'POST',
      url: `http://localhost:8888/api/newsletter-subscriptions/unsubscribe?t=${'A'.repeat(43)}`,
    });
    expect(forged.status).toBe(404);
    expect(await forged.json()).toEqual({ error: NEWSLETTER_MESSAGES.linkInvalid });

    const url = oneClickUrl(mail);
    const opened = await callRaw(unsubscribe, new URL(url).pathname, { url });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/iscrizione/annulla?t=${new URL(url).searchParams.get('t')}`);
    expect(await db.count('newsletter_subscriptions')).toBe(1);
  });
});
