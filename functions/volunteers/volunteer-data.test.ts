import { describe, expect, it } from 'vitest';
import { RETENTION_POLICY } from '../../core/policy';
import { siteConfig } from '../../core/site-config';
import { getDb } from '../../db/client';
import { adminSession, call } from '../../test/server/function-calls';
import { VALID as FUZZ_BODIES } from '../../test/server/fuzz-bodies';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';
import personalData from '../admin-personal-data/admin-personal-data';
import { runRetention } from '../retention/retention';
import confirmation from '../volunteer-confirm/volunteer-confirm';
import volunteers from './volunteers';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const LAST_DAY = siteConfig.retention.lastDay;
const SIGN_UP = Object.fromEntries(Object.entries(FUZZ_BODIES.volunteer).map(([key, json]) => [key, JSON.parse(json)]));

/** Signs `email` up, and confirms it by the link of the mail it was sent when `confirm`. */
async function volunteer(email: string, confirm: boolean) {
  await call(volunteers, '/api/volunteers', { method: 'POST', body: { ...SIGN_UP, email } });
  if (!confirm) return;
  const text = smtp().received.at(-1)?.parsed.text ?? '';
  const token = /\/volontari\/conferma\?t=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  expect((await call(confirmation, `/api/volunteers/confirm?t=${token}`, { method: 'POST' })).status).toBe(200);
}

const emails = async () =>
  (await db.query<{ email: string }>('SELECT email FROM volunteers ORDER BY id')).map((row) => row.email);

describe("a volunteer's data", () => {
  it('is dropped by the retention job when never confirmed, and kept once confirmed until the last day', async () => {
    await volunteer('confermata@example.it', true);
    await volunteer('mai@example.it', false);
    await runRetention(getDb(), new Date(`${LAST_DAY}T10:00:00Z`));
    expect(await emails()).toEqual(['confermata@example.it', 'mai@example.it']);
    await db.query(`UPDATE volunteers SET confirm_sent_at = now() - make_interval(days => $1 + 1)`, [
      RETENTION_POLICY.unconfirmedSignUpDays,
    ]);
    await runRetention(getDb(), new Date(`${LAST_DAY}T10:00:00Z`));
    expect(await emails()).toEqual(['confermata@example.it']);
    const after = await runRetention(getDb(), new Date(`${LAST_DAY}T23:30:00Z`));
    expect(after).toMatchObject({ volunteers: 1, consents: 1 });
    expect(await emails()).toEqual([]);
  });

  it('is shown to the admin with its consent, and erased with it', async () => {
    await volunteer('anna@example.it', true);
    const cookie = await adminSession();
    const shown = await call(personalData, '/api/admin/personal-data?email=ANNA%40example.it', { cookie });
    expect(shown.body.counts).toMatchObject({ volunteers: 1, consents: 1 });
    expect(shown.body.consents).toMatchObject([{ purpose: 'volunteer', confirmedAt: expect.any(String) }]);
    const erased = await call(personalData, '/api/admin/personal-data', {
      method: 'DELETE',
      body: { email: 'anna@example.it' },
      cookie,
    });
    expect(erased.body).toMatchObject({ volunteers: 1, consents: 1 });
    expect(await emails()).toEqual([]);
    expect(await db.query('SELECT * FROM outbox')).toEqual([]);
  });
});
