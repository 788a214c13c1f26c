import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../core/schema/contact.schema';
import { MESSAGES } from '../_lib/http';
import { rawHeader, useTestSmtpServer } from '../../test/server/smtp-test-server';
import { call } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import contact from './contact';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const valid = {
  name: 'Maria Rossi',
  email: 'maria.rossi@example.it',
  phone: '+39 049 123 4567',
  message: 'Vorrei partecipare come volontaria a Padova.',
  privacyAccepted: 1,
  marketingConsent: 1,
};

async function expectRejected(body: unknown, field: string, message: string) {
  const res = await call(contact, '/api/contact', { method: 'POST', body });
  expect(res.status).toBe(400);
  expect(res.body.error).toBe(MESSAGES.badInput);
  expect(res.body.fields[field]).toBe(message);
  expect(await db.count('contact_submissions')).toBe(0);
}

describe('the notification of a new message', () => {
  const setContactEmail = (email: string | null) =>
    db.query(
      `INSERT INTO site_content (bio_title, bio_subtitle, bio_text, hero_title, hero_subtitle, hero_call_to_action,
         map_title, map_description, contact_email) VALUES ('b', 'b', 'b', 'h', 'h', 'h', 'm', 'm', $1)`,
      [email],
    );

  const withInbox = async (address: string, run: () => Promise<void>) => {
    process.env.CAMPAIGN_INBOX_EMAIL = address;
    try {
      await run();
    } finally {
      delete process.env.CAMPAIGN_INBOX_EMAIL;
    }
  };

  it('sends one mail to CAMPAIGN_INBOX_EMAIL, answering to the sender', async () => {
    await withInbox('segreteria@example.it', async () => {
      await setContactEmail('info@venturinipresidente.it');
      expect((await call(contact, '/api/contact', { method: 'POST', body: valid })).status).toBe(201);
    });
    expect(smtp().received).toHaveLength(1);
    const [mail] = smtp().received;
    expect(mail.envelopeTo).toEqual(['segreteria@example.it']);
    expect(mail.parsed.subject).toBe('Nuovo messaggio dal sito: Maria Rossi');
    expect(rawHeader(mail, 'Reply-To')).toBe('maria.rossi@example.it');
    expect(mail.parsed.text).toContain(valid.message);
    expect(mail.parsed.text).toContain(valid.phone);
    expect(rawHeader(mail, 'List-Unsubscribe')).toBeUndefined();
  });

  // The public contact email is the site content's, which editors change: were it the fallback, an editor could
  // send every message people write to the campaign (names, emails, phones) to an address of their own.
  it("never sends it to the site content's contact email: without CAMPAIGN_INBOX_EMAIL it only stores it", async () => {
    await setContactEmail('redazione-infedele@example.org');
    expect((await call(contact, '/api/contact', { method: 'POST', body: valid })).status).toBe(201);
    expect(await db.count('outbox')).toBe(0);
    expect(smtp().received).toHaveLength(0);
    expect(await db.count('contact_submissions')).toBe(1);
  });

  it('queues nothing and stores nothing when the message is refused', async () => {
    await setContactEmail('info@venturinipresidente.it');
    expect((await call(contact, '/api/contact', { method: 'POST', body: { ...valid, message: 'corto' } })).status).toBe(
      400,
    );
    expect(await db.count('outbox')).toBe(0);
    expect(smtp().received).toHaveLength(0);
  });
});

describe('POST /api/contact', () => {
  it('stores the message and returns it with 201', async () => {
    const res = await call(contact, '/api/contact', { method: 'POST', body: valid });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...valid, id: 1 });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM contact_submissions');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Maria Rossi', privacy_accepted: 1, marketing_consent: 1 });
  });

  // Issue 12: the wire takes 0/1 only (the form casts its checkboxes before sending); `true` is refused below.
  it('takes the phone as the free text people write, up to 40 characters', async () => {
    for (const phone of ['333 1234567 int. 2', 'ufficio: 049 123456 (ore pasti)', '3'.repeat(40)]) {
      const res = await call(contact, '/api/contact', { method: 'POST', body: { ...valid, phone } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ phone });
    }
  });

  it('defaults marketingConsent to 0 and leaves phone optional', async () => {
    const res = await call(contact, '/api/contact', {
      method: 'POST',
      body: { name: 'Li', email: 'li@example.it', message: '0123456789', privacyAccepted: 1, phone: '  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ privacyAccepted: 1, marketingConsent: 0, phone: null });
  });

  it('drops fields it does not know', async () => {
    const res = await call(contact, '/api/contact', {
      method: 'POST',
      body: { ...valid, id: 99, createdAt: '2000-01-01' },
    });
    expect(res.status).toBe(201);
    expect(res.body.id).toBe(1);
  });

  it.each([
    ['name', { name: 'M' }, CONTACT_MESSAGES.name],
    ['name', { name: undefined }, CONTACT_MESSAGES.name],
    ['email', { email: 'non-una-email' }, 'Email non valida'],
    ['email', { email: '' }, 'Email non valida'],
    ['message', { message: 'Troppo' }, CONTACT_MESSAGES.message],
    ['privacyAccepted', { privacyAccepted: 0 }, CONTACT_MESSAGES.privacy],
    ['privacyAccepted', { privacyAccepted: false }, CONTACT_MESSAGES.privacy],
    ['privacyAccepted', { privacyAccepted: true }, CONTACT_MESSAGES.privacy],
    ['privacyAccepted', { privacyAccepted: undefined }, CONTACT_MESSAGES.privacy],
    ['marketingConsent', { marketingConsent: 2 }, 'Valore non valido'],
    ['phone', { phone: '3'.repeat(41) }, CONTACT_MESSAGES.phone],
  ])('refuses a bad %s with its Italian message and writes nothing', async (field, change, message) => {
    await expectRejected({ ...valid, ...change }, field, message);
  });

  it('reports every invalid field at once', async () => {
    const res = await call(contact, '/api/contact', { method: 'POST', body: {} });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'message', 'name', 'privacyAccepted']);
  });

  it('refuses malformed JSON and a JSON that is not an object', async () => {
    for (const rawBody of ['{"name": "Maria"', '[1,2]', 'null', '']) {
      const res = await call(contact, '/api/contact', {
        method: 'POST',
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: MESSAGES.badJson });
    }
    expect(await db.count('contact_submissions')).toBe(0);
  });

  it('refuses a body over 100 kB with 413, whatever Content-Length says', async () => {
    const big = JSON.stringify({ ...valid, message: 'x'.repeat(101 * 1024) });
    const declared = await call(contact, '/api/contact', { method: 'POST', rawBody: big });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ error: MESSAGES.tooLarge });

    const undeclared = await contact(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        body: new Blob([big]).stream(),
        duplex: 'half',
      } as RequestInit),
      {} as never,
    );
    expect(undeclared.status).toBe(413);
    expect(await db.count('contact_submissions')).toBe(0);
  });

  it('answers 405 with Allow to other methods', async () => {
    const res = await call(contact, '/api/contact', { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body).toEqual({ error: MESSAGES.methodNotAllowed });
  });
});
