import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../core/privacy-notice';
import { INVALID_VALUE } from '../../core/schema/fields.schema';
import { getDb } from '../../db/client';
import { useTestDatabase } from '../../test/server/test-database';
import { rawHeader, useTestSmtpServer } from '../../test/server/smtp-test-server';
import { adminSession, call, callRaw } from '../../test/server/function-calls';
import contact from '../contact/contact';
import confirmation from '../newsletter-confirmation/newsletter-confirmation';
import subscriptions from '../newsletter-subscriptions/newsletter-subscriptions';
import unsubscribe from '../newsletter-unsubscribe/newsletter-unsubscribe';
import photoBooth from '../photo-booth-emails/photo-booth-emails';
import { runRetention } from '../retention/retention';
import personalData from './admin-personal-data';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const ANNA = 'anna@example.it';
const guard = (sourcePage: string) => ({ website: '', fillTimeMs: 5000, sourcePage });

const post = (handler: typeof contact, path: string, body: unknown) => call(handler, path, { method: 'POST', body });

const signUp = (email: string, sourcePage = '/') =>
  post(subscriptions, '/api/newsletter-subscriptions', { email, privacyAccepted: 1, ...guard(sourcePage) });

const message = (marketingConsent: number, email = ANNA) =>
  post(contact, '/api/contact', {
    name: 'Anna Rossi',
    email,
    message: 'Vorrei dare una mano alla campagna.',
    privacyAccepted: 1,
    marketingConsent,
    ...guard('/contatti'),
  });

const boothSignUp = (marketingConsent: number) =>
  post(photoBooth, '/api/photo-booth-emails', {
    email: ANNA,
    nomeCognome: 'Anna Rossi',
    citta: 'Padova',
    provincia: 'PD',
    privacyAccepted: 1,
    marketingConsent,
    ...guard('/apertura-campagna-elettorale'),
  });

interface ConsentRow {
  purpose: string;
  email: string;
  notice_version: string;
  source_page: string | null;
  given_at: Date;
  confirmed_at: Date | null;
  withdrawn_at: Date | null;
}

const consentRows = () => db.query<ConsentRow>('SELECT * FROM consents ORDER BY id');

/** The token of the confirmation link in the last mail received. */
function confirmationToken(): string {
  const match = /\/iscrizione\/conferma\?t=([\w-]{43})/.exec(smtp().received.at(-1)?.parsed.text ?? '');
  if (!match) throw new Error('No confirmation link in the mail');
  return match[1];
}

describe('consents that can be proven', () => {
  it('records a newsletter sign-up with its purpose, notice version, time and page, then its confirmation', async () => {
    const before = Date.now();
    expect((await signUp(ANNA, '/tappe/3')).status).toBe(202);
    const [given] = await consentRows();
    expect(given).toMatchObject({
      purpose: 'newsletter',
      email: ANNA,
      notice_version: PRIVACY_NOTICE_VERSION,
      source_page: '/tappe/3',
      confirmed_at: null,
      withdrawn_at: null,
    });
    expect(given.given_at.getTime()).toBeGreaterThanOrEqual(before - 1000);

    await post(confirmation, '/api/newsletter-subscriptions/confirm', { token: confirmationToken() });
    const [confirmed] = await consentRows();
    expect(confirmed.confirmed_at).toBeInstanceOf(Date);
    expect(confirmed.confirmed_at!.getTime()).toBeGreaterThanOrEqual(given.given_at.getTime());
  });

  it('keeps the proof when the address unsubscribes, marked withdrawn', async () => {
    await signUp(ANNA);
    const header = rawHeader(smtp().received[0], 'List-Unsubscribe') ?? '';
    const url = /^<(https:\/\/[^>]+)>$/.exec(header)![1];
    const res = await callRaw(unsubscribe, new URL(url).pathname, {
      method: 'POST',
      url,
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(await db.count('newsletter_subscriptions')).toBe(0);
    const [withdrawn] = await consentRows();
    expect(withdrawn.withdrawn_at).toBeInstanceOf(Date);
  });

  it('records a second consent when a pending address signs up again and is sent a new link, none when confirmed', async () => {
    await signUp(ANNA);
    await db.query(`UPDATE newsletter_subscriptions SET confirm_sent_at = now() - interval '2 hours'`);
    await signUp(ANNA, '/contatti');
    expect((await consentRows()).map((row) => row.source_page)).toEqual(['/', '/contatti']);
    await post(confirmation, '/api/newsletter-subscriptions/confirm', { token: confirmationToken() });
    await signUp(ANNA, '/privacy');
    const rows = await consentRows();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.confirmed_at instanceof Date)).toBe(true);
  });

  it('records the marketing consents of the contact form and the image generator only when given', async () => {
    expect((await message(0)).status).toBe(201);
    expect((await boothSignUp(0)).status).toBe(201);
    expect(await consentRows()).toEqual([]);
    await message(1);
    await boothSignUp(1);
    expect((await consentRows()).map((row) => [row.purpose, row.source_page])).toEqual([
      ['contact-marketing', '/contatti'],
      ['photo-booth-marketing', '/apertura-campagna-elettorale'],
    ]);
  });

  it('refuses a source page that is not a path of the site, storing nothing', async () => {
    for (const sourcePage of ['https://altro.example/', 'pagina', '/con spazi', `/${'a'.repeat(300)}`, 12]) {
      const res = await post(contact, '/api/contact', {
        name: 'Anna Rossi',
        email: ANNA,
        message: 'Vorrei dare una mano alla campagna.',
        privacyAccepted: 1,
        marketingConsent: 1,
        website: '',
        fillTimeMs: 5000,
        sourcePage,
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ sourcePage: INVALID_VALUE });
    }
    expect(await db.count('contact_submissions')).toBe(0);
    expect(await db.count('consents')).toBe(0);
  });

  it("shows the admin what is held about an address with each consent's proof, then erases it all", async () => {
    await signUp(ANNA, '/');
    await message(1, 'Anna@Example.it');
    await message(1, 'marco@example.it');
    const cookie = await adminSession();
    const shown = await call(personalData, `/api/admin/personal-data?email=${encodeURIComponent('ANNA@example.it')}`, {
      cookie,
    });
    expect(shown.status).toBe(200);
    expect(shown.body.counts).toEqual({
      contactSubmissions: 1,
      photoBoothEmails: 0,
      newsletterSubscriptions: 1,
      rsvps: 0,
      rsvpRequests: 0,
      volunteers: 0,
      checkIns: 0,
      consents: 2,
    });
    expect(shown.body.consents.map((consent: { purpose: string }) => consent.purpose)).toEqual([
      'contact-marketing',
      'newsletter',
    ]);
    expect(shown.body.consents[1]).toMatchObject({
      email: ANNA,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      sourcePage: '/',
      confirmedAt: null,
      withdrawnAt: null,
    });

    const erased = await call(personalData, '/api/admin/personal-data', {
      method: 'DELETE',
      body: { email: ANNA },
      cookie,
    });
    expect(erased.body).toEqual({
      contactSubmissions: 1,
      photoBoothEmails: 0,
      newsletterSubscriptions: 1,
      rsvps: 0,
      rsvpRequests: 0,
      volunteers: 0,
      checkIns: 0,
      consents: 2,
    });
    expect((await consentRows()).map((row) => row.email)).toEqual(['marco@example.it']);
  });

  it('refuses a look-up without a session or without a valid address', async () => {
    expect((await call(personalData, `/api/admin/personal-data?email=${ANNA}`)).status).toBe(401);
    const cookie = await adminSession();
    const bad = await call(personalData, '/api/admin/personal-data?email=non-una-mail', { cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.email).toBe('Email non valida');
  });

  it('lets the retention job delete the consents with the rest, once the last day has passed', async () => {
    await message(1);
    await runRetention(getDb(), new Date('2026-01-02T12:00:00Z'));
    expect(await db.count('consents')).toBe(0);
  });
});

describe('consents of sign-ups never confirmed', () => {
  it('go with the sign-up, 30 days after its last link, while confirmed ones stay', async () => {
    await signUp(ANNA);
    await signUp('marco@example.it');
    await post(confirmation, '/api/newsletter-subscriptions/confirm', { token: confirmationToken() });
    await db.query(`UPDATE newsletter_subscriptions SET confirm_sent_at = now() - interval '31 days'`);
    await runRetention(getDb(), new Date('2025-11-01T12:00:00Z'));
    expect((await consentRows()).map((row) => row.email)).toEqual(['marco@example.it']);
  });
});
