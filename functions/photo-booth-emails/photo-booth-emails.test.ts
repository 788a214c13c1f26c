import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../_lib/http';
import { call } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import photoBoothEmails from './photo-booth-emails';

const db = useTestDatabase();

const valid = {
  email: 'luca.bianchi@example.it',
  nomeCognome: 'Luca Bianchi',
  citta: 'Abano Terme',
  provincia: 'pd',
  privacyAccepted: 1,
};

const post = (body: unknown) => call(photoBoothEmails, '/api/photo-booth-emails', { method: 'POST', body });

describe('POST /api/photo-booth-emails', () => {
  it('stores the record and returns it with 201', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: 1,
      email: 'luca.bianchi@example.it',
      nomeCognome: 'Luca Bianchi',
      citta: 'Abano Terme',
      provincia: 'PD',
      privacyAccepted: 1,
      marketingConsent: 0,
      createdAt: expect.any(String),
    });
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM photo_booth_emails');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provincia: 'PD', privacy_accepted: 1, marketing_consent: 0 });
  });

  it('stores the marketing consent when given', async () => {
    const res = await post({ ...valid, privacyAccepted: 1, marketingConsent: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ privacyAccepted: 1, marketingConsent: 1 });
  });

  it.each([
    ['email', { email: 'non-una-email' }, 'Email non valida'],
    ['email', { email: undefined }, 'Email non valida'],
    ['nomeCognome', { nomeCognome: undefined }, 'Nome e cognome richiesti'],
    ['nomeCognome', { nomeCognome: '   ' }, 'Nome e cognome richiesti'],
    ['citta', { citta: undefined }, 'Città richiesta'],
    ['provincia', { provincia: undefined }, 'Provincia richiesta'],
    ['provincia', { provincia: 'P' }, 'Provincia richiesta'],
    ['provincia', { provincia: 'PADO' }, 'Massimo 3 caratteri'],
    ['privacyAccepted', { privacyAccepted: 0 }, "Devi accettare l'informativa privacy"],
    ['privacyAccepted', { privacyAccepted: false }, "Devi accettare l'informativa privacy"],
    ['privacyAccepted', { privacyAccepted: true }, "Devi accettare l'informativa privacy"],
    ['marketingConsent', { marketingConsent: true }, 'Valore non valido'],
    ['privacyAccepted', { privacyAccepted: undefined }, "Devi accettare l'informativa privacy"],
  ])('refuses a bad %s (%j) with its Italian message and writes nothing', async (field, change, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.badInput);
    expect(res.body.fields[field]).toBe(message);
    expect(await db.count('photo_booth_emails')).toBe(0);
  });

  it('refuses malformed JSON', async () => {
    const res = await call(photoBoothEmails, '/api/photo-booth-emails', {
      method: 'POST',
      rawBody: '{"email": "luca@example.it"',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.badJson });
    expect(await db.count('photo_booth_emails')).toBe(0);
  });

  it('answers 405 with Allow to GET', async () => {
    const res = await call(photoBoothEmails, '/api/photo-booth-emails');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body).toEqual({ error: MESSAGES.methodNotAllowed });
  });
});
