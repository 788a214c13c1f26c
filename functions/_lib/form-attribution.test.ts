import { describe, expect, it } from 'vitest';
import { TARGETS } from '../../test/server/fuzz-targets';
import { VALID } from '../../test/server/fuzz-bodies';
import { call } from '../../test/server/function-calls';
import { addStop } from '../../test/server/rsvp-test-kit';
import { addShift } from '../../test/server/shift-kit';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';

const db = useTestDatabase();
useTestSmtpServer();

/** Every public form (a guarded POST), by its fuzz target's name. */
const FORMS = ['contact', 'photoBoothEmails', 'newsletter', 'rsvp', 'volunteers', 'shiftSignups'];

const bodyOf = (name: keyof typeof VALID) =>
  Object.fromEntries(Object.entries(VALID[name]).map(([key, json]) => [key, JSON.parse(json) as unknown]));

/** The form's target, at a stop or a shift that takes requests when it names one. */
async function post(form: string, body: object) {
  const target = TARGETS.find((each) => each.name === form);
  if (!target) throw new Error(`No fuzz target ${form}`);
  const id = form === 'rsvp' ? (await addStop()).id : form === 'shiftSignups' ? (await addShift()).id : null;
  const path = id === null ? target.path : target.path.replace(':id', String(id));
  return call(target.handler, path, { method: 'POST', body, params: id === null ? {} : { id: String(id) } });
}

const tableRows = async () =>
  (
    await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM contact_submissions) + (SELECT count(*) FROM photo_booth_emails)
            + (SELECT count(*) FROM newsletter_subscriptions) + (SELECT count(*) FROM rsvp_requests)
            + (SELECT count(*) FROM volunteers) + (SELECT count(*) FROM outbox) AS n`,
    )
  )[0].n;

describe('the attribution every public form carries (core/schema/attribution.schema.ts)', () => {
  it.each(FORMS)('%s takes a referral code and the campaign labels beside its fields', async (form) => {
    const body = {
      ...bodyOf(TARGETS.find((each) => each.name === form)!.body),
      ref: 'K7M2QX9P',
      utm_source: 'whatsapp',
      utm_medium: 'social',
      utm_campaign: 'porta un amico',
    };
    const res = await post(form, body);
    expect([201, 202]).toContain(res.status);
  });

  it.each(FORMS)('%s refuses a malformed referral code with its field, and stores nothing', async (form) => {
    const body = { ...bodyOf(TARGETS.find((each) => each.name === form)!.body), ref: 'abc<script>' };
    const before = await tableRows();
    const res = await post(form, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { ref: 'Codice invito non valido' } });
    expect(await tableRows()).toBe(before);
  });
});
