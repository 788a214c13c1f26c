import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID } from '../../core/schema/fields.schema';
import { PRIVACY_NOTICE_VERSION } from '../../core/privacy-notice';
import { VOLUNTEER_POLICY } from '../../core/policy';
import { VOLUNTEER_MESSAGES } from '../../core/schema/volunteer.schema';
import { call, callRaw } from '../../test/server/function-calls';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';
import { VALID as FUZZ_BODIES } from '../../test/server/fuzz-bodies';
import { MESSAGES } from '../_lib/http';
import { SENT_TOO_FAST } from '../_lib/spam-guard';
import confirmation from '../volunteer-confirm/volunteer-confirm';
import volunteers from './volunteers';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const PATH = '/api/volunteers';
/** The fuzz's valid sign-up, its comune typed in another case and with a double space. */
const VALID = {
  ...(Object.fromEntries(Object.entries(FUZZ_BODIES.volunteer).map(([key, json]) => [key, JSON.parse(json)])) as {
    email: string;
  }),
  comune: 'castelfranco  veneto',
};

const signUp = (body: object) => call(volunteers, PATH, { method: 'POST', body });
const confirm = (token: string) => call(confirmation, `/api/volunteers/confirm?t=${token}`, { method: 'POST' });

/** The token of the confirmation link in the n-th mail received. */
function linkToken(index = 0): string {
  const text = smtp().received[index].parsed.text ?? '';
  const match = /\/volontari\/conferma\?t=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error('No confirmation link in the mail');
  return match[1];
}

const rows = () =>
  db.query<{ name: string; comune: string; comune_code: string; activities: string[]; confirmed_at: Date | null }>(
    'SELECT name, comune, comune_code, activities, confirmed_at FROM volunteers ORDER BY id',
  );

/** Moves every mail and link back in time, as if that much had passed. */
async function age(interval: string) {
  await db.query(`UPDATE volunteers SET confirm_sent_at = confirm_sent_at - $1::interval`, [interval]);
  await db.query(`UPDATE outbox SET created_at = created_at - $1::interval`, [interval]);
}

describe('POST /api/volunteers (double opt-in)', () => {
  it('stores a pending volunteer with the comune as the list writes it, and mails the link that confirms it', async () => {
    const res = await signUp(VALID);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: VOLUNTEER_MESSAGES.requested });
    expect(await rows()).toEqual([
      {
        name: 'Marco Rossi',
        comune: 'Castelfranco Veneto',
        comune_code: '026012',
        activities: ['banchetti', 'telefonate'],
        confirmed_at: null,
      },
    ]);
    expect(smtp().received).toHaveLength(1);
    const mail = smtp().received[0];
    expect(mail.envelopeTo).toEqual([VALID.email]);
    expect(mail.parsed.subject).toBe('Conferma la tua disponibilità come volontario/a per Giulia Venturini Presidente');
    const token = linkToken();
    // Only the token's hash is stored; no consent until the click.
    expect(JSON.stringify(await db.query('SELECT * FROM volunteers'))).not.toContain(token);
    expect(await db.query('SELECT * FROM consents')).toEqual([]);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      message: VOLUNTEER_MESSAGES.confirmed,
      invitation: { code: expect.any(String), path: expect.stringMatching(/^\/volontari\?ref=/), recruited: 0 },
    });
    expect((await rows())[0].confirmed_at).toBeInstanceOf(Date);
    const consents = await db.query<Record<string, unknown>>(
      'SELECT purpose, email, notice_version, confirmed_at IS NOT NULL AS confirmed FROM consents',
    );
    expect(consents).toEqual([
      { purpose: 'volunteer', email: VALID.email, notice_version: PRIVACY_NOTICE_VERSION, confirmed: true },
    ]);
  });

  it('confirms once: the link used again, expired, replaced or unknown confirms nothing, each in its words', async () => {
    await signUp(VALID);
    const first = linkToken();
    await age('2 hours');
    await signUp({ ...VALID, name: 'Marco R.' });
    const second = linkToken(1);
    // The newer link replaced the older one.
    expect(await confirm(first)).toMatchObject({ status: 404, body: { error: VOLUNTEER_MESSAGES.linkInvalid } });
    expect((await confirm(second)).status).toBe(200);
    expect(await confirm(second)).toMatchObject({ status: 409, body: { error: VOLUNTEER_MESSAGES.linkUsed } });
    expect(await confirm('a'.repeat(43))).toMatchObject({
      status: 404,
      body: { error: VOLUNTEER_MESSAGES.linkInvalid },
    });
    expect(await db.query('SELECT count(*)::int AS n FROM consents')).toEqual([{ n: 1 }]);
    expect((await rows())[0].name).toBe('Marco R.');

    await signUp({ ...VALID, email: 'altra@example.it' });
    const late = linkToken(2);
    await age(`${VOLUNTEER_POLICY.confirmLinkHours} hours 1 minute`);
    expect(await confirm(late)).toMatchObject({ status: 410, body: { error: VOLUNTEER_MESSAGES.linkExpired } });
    expect((await rows())[1].confirmed_at).toBeNull();
  });

  it('answers a new, a pending and a confirmed address alike; a confirmed one is told so, not recorded again', async () => {
    const answers: string[] = [];
    const record = async (body: object) => {
      const res = await callRaw(volunteers, PATH, { method: 'POST', body });
      answers.push(`${res.status} ${res.headers.get('content-type')} ${await res.text()}`);
    };
    await record(VALID);
    await confirm(linkToken());
    await age('2 hours');
    await record({ ...VALID, email: 'MARCO@example.it', name: 'Un altro', activities: ['social'] });
    await record({ ...VALID, email: 'nuova@example.it' });
    expect(new Set(answers).size).toBe(1);
    expect(await rows()).toHaveLength(2);
    expect((await rows())[0]).toMatchObject({ name: 'Marco Rossi', activities: ['banchetti', 'telefonate'] });
    expect(smtp().received.map((mail) => mail.parsed.subject)).toEqual([
      'Conferma la tua disponibilità come volontario/a per Giulia Venturini Presidente',
      'Sei già tra i volontari di Giulia Venturini Presidente',
      'Conferma la tua disponibilità come volontario/a per Giulia Venturini Presidente',
    ]);
  });

  it('caps the mails to one address per hour and per day, answering alike and writing nothing past them', async () => {
    await signUp(VALID);
    await signUp({ ...VALID, name: 'Secondo tentativo' });
    expect(smtp().received).toHaveLength(VOLUNTEER_POLICY.mailsPerHour);
    expect((await rows())[0].name).toBe('Marco Rossi');
    for (let sent = 1; sent < VOLUNTEER_POLICY.mailsPerDay; sent++) {
      await age('61 minutes');
      expect((await signUp(VALID)).status).toBe(202);
    }
    expect(smtp().received).toHaveLength(VOLUNTEER_POLICY.mailsPerDay);
    await age('61 minutes');
    const capped = await signUp({ ...VALID, name: 'Oltre il limite' });
    expect(capped).toMatchObject({ status: 202, body: { message: VOLUNTEER_MESSAGES.requested } });
    expect(smtp().received).toHaveLength(VOLUNTEER_POLICY.mailsPerDay);
    expect((await rows())[0].name).toBe('Marco Rossi');
  });

  it.each([
    ['name', { name: 'M' }, VOLUNTEER_MESSAGES.name],
    ['name', { name: 12 }, VOLUNTEER_MESSAGES.name],
    ['email', { email: 'non-una-email' }, EMAIL_INVALID],
    ['phone', { phone: '3'.repeat(41) }, VOLUNTEER_MESSAGES.phone],
    ['comune', { comune: 'Milano' }, VOLUNTEER_MESSAGES.comune],
    ['comune', { comune: '' }, VOLUNTEER_MESSAGES.comune],
    ['activities', { activities: [] }, VOLUNTEER_MESSAGES.activities],
    ['activities', { activities: undefined }, VOLUNTEER_MESSAGES.activities],
    ['activities', { activities: ['cucina'] }, VOLUNTEER_MESSAGES.activities],
    ['activities', { activities: 'banchetti' }, VOLUNTEER_MESSAGES.activities],
    ['activities', { activities: ['social', 'social'] }, VOLUNTEER_MESSAGES.activities],
    ['availability', { availability: 'x'.repeat(1001) }, VOLUNTEER_MESSAGES.availability],
    ['privacyAccepted', { privacyAccepted: 0 }, VOLUNTEER_MESSAGES.privacy],
    ['privacyAccepted', { privacyAccepted: true }, VOLUNTEER_MESSAGES.privacy],
  ])('refuses a bad %s with its Italian message and stores nothing', async (field, change, message) => {
    const res = await signUp({ ...VALID, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.badInput);
    expect(res.body.fields[field]).toBe(message);
    expect(await db.query('SELECT * FROM volunteers')).toEqual([]);
    expect(await db.query('SELECT * FROM outbox')).toEqual([]);
  });

  it('answers a filled honeypot as if stored and stores nothing; a form sent too fast is refused', async () => {
    const bot = await signUp({ ...VALID, website: 'https://spam.example' });
    expect(bot).toMatchObject({ status: 202, body: { message: VOLUNTEER_MESSAGES.requested } });
    const quick = await signUp({ ...VALID, fillTimeMs: 200 });
    expect(quick).toMatchObject({ status: 400, body: { error: SENT_TOO_FAST } });
    expect(await db.query('SELECT * FROM volunteers')).toEqual([]);
    expect(smtp().received).toHaveLength(0);
  });

  it('never confirms by GET', async () => {
    await signUp(VALID);
    const res = await call(confirmation, `/api/volunteers/confirm?t=${linkToken()}`);
    // A GET reads a volunteer the link confirmed already (their page, decision 0042): this one is not, so 404.
    expect(res.status).toBe(404);
    expect((await rows())[0].confirmed_at).toBeNull();
  });
});
