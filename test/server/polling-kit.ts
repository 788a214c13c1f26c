/**
 * Test support for the rappresentanti di lista (issue 41): volunteers who offered, signed up and confirmed through
 * the real form and link, and sections imported through the real CSV import.
 */
import { expect } from 'vitest';
import { getDb } from '../../db/client';
import { VALID as FUZZ_BODIES } from './fuzz-bodies';
import { call, callRaw } from './function-calls';
import type { TestSmtpServer } from './smtp-test-server';
import volunteers from '../../functions/volunteers/volunteers';
import volunteerConfirm from '../../functions/volunteer-confirm/volunteer-confirm';
import adminPollingSections from '../../functions/admin-polling-sections/admin-polling-sections';

const SIGN_UP = Object.fromEntries(Object.entries(FUZZ_BODIES.volunteer).map(([key, json]) => [key, JSON.parse(json)]));

/** A sign-up offering to be a rappresentante di lista, registered as an elector in Padova. */
export const OFFER = {
  ...SIGN_UP,
  activities: ['volantinaggio', 'rappresentante-di-lista'],
  birthDate: '1990-05-17',
  birthPlace: 'Este',
  electoralComune: 'padova',
  electoralSection: '12',
};

/** Padova's ISTAT code. */
export const PADOVA = '028060';

/**
 * Signs `email` up (offering, unless `offer` is false) and confirms it by its mail's link unless `confirm` is false;
 * the volunteer's id.
 */
export async function volunteerWho(
  smtp: () => TestSmtpServer,
  email: string,
  { name = 'Anna Bianchi', offer = true, confirm = true } = {},
): Promise<number> {
  const body = offer ? { ...OFFER, name, email } : { ...SIGN_UP, name, email };
  expect((await call(volunteers, '/api/volunteers', { method: 'POST', body })).status).toBe(202);
  if (confirm) {
    const text = smtp().received.at(-1)?.parsed.text ?? '';
    const token = /\/volontari\/conferma\?t=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect((await call(volunteerConfirm, `/api/volunteers/confirm?t=${token}`, { method: 'POST' })).status).toBe(200);
  }
  const [row] = await getDb().query<{ id: number }>('SELECT id FROM volunteers WHERE email = $1', [email]);
  return row.id;
}

/** POSTs a CSV of sections as the panel does. */
export const importCsv = (cookie: string, csv: string, type = 'text/csv') =>
  callRaw(adminPollingSections, '/api/admin/polling-sections', {
    method: 'POST',
    rawBody: csv,
    headers: { 'content-type': type },
    cookie,
  }).then(async (res) => ({ status: res.status, body: await res.json() }));

/** The sections of a comune, by number: `{ number: id }`. */
export async function sectionIds(comuneCode = PADOVA): Promise<Record<number, number>> {
  const rows = await getDb().query<{ id: number; number: number }>(
    'SELECT id, number FROM polling_sections WHERE comune_code = $1',
    [comuneCode],
  );
  return Object.fromEntries(rows.map((row) => [row.number, row.id]));
}
