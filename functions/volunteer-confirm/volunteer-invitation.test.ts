import { describe, expect, it } from 'vitest';
import type { Invitation } from '../../core/referral';
import { VALID as FUZZ_BODIES } from '../../test/server/fuzz-bodies';
import { adminSession, call } from '../../test/server/function-calls';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';
import adminReferrals from '../admin-referrals/admin-referrals';
import volunteers from '../volunteers/volunteers';
import confirmation from './volunteer-confirm';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const SIGN_UP = Object.fromEntries(
  Object.entries(FUZZ_BODIES.volunteer).map(([key, json]) => [key, JSON.parse(json) as unknown]),
) as Record<string, unknown> & { email: string };
const person = (n: number, ref?: string) => ({
  ...SIGN_UP,
  email: `volontario${n}@example.it`,
  name: `Persona ${n}`,
  ref,
});

const signUp = (body: object) => call(volunteers, '/api/volunteers', { method: 'POST', body });
const confirmUrl = (token: string) => `/api/volunteers/confirm?t=${token}`;

/** The token of the newest sign-up link mailed to `email`. */
function tokenFor(email: string): string {
  const mail = smtp()
    .received.filter((each) => each.envelopeTo.includes(email))
    .at(-1);
  const match = /\/volontari\/conferma\?t=([A-Za-z0-9_-]{43})/.exec(mail?.parsed.text ?? '');
  if (!match) throw new Error(`No confirmation link to ${email}`);
  return match[1];
}

describe('a volunteer’s own link (bring a friend)', () => {
  it('is given at the confirmation, credits a friend once confirmed, and the link reached again shows the count', async () => {
    await signUp(person(1));
    const ownerToken = tokenFor('volontario1@example.it');
    // Not yet confirmed: the page has nothing to show, and the GET changes nothing.
    expect((await call(confirmation, confirmUrl(ownerToken))).status).toBe(404);
    const confirmed = await call(confirmation, confirmUrl(ownerToken), { method: 'POST' });
    expect(confirmed.status).toBe(200);
    const { invitation } = confirmed.body as { invitation: Invitation };
    expect(invitation).toEqual({ code: expect.any(String), path: `/volontari?ref=${invitation.code}`, recruited: 0 });

    await signUp(person(2, invitation.code));
    // Its owner's click credits it: not before.
    expect((await call(confirmation, confirmUrl(ownerToken))).body).toEqual({ invitation });
    await call(confirmation, confirmUrl(tokenFor('volontario2@example.it')), { method: 'POST' });
    const again = await call(confirmation, confirmUrl(ownerToken));
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ invitation: { ...invitation, recruited: 1 } });
    const staff = await call(adminReferrals, '/api/admin/referrals', { cookie: await adminSession('inbox') });
    expect(staff.body).toEqual([{ name: 'Persona 1', code: invitation.code, recruited: 1 }]);
    // Filling the form again past the hour's mail, the volunteer is told they are one already, with their own link.
    await db.query(`UPDATE outbox SET created_at = created_at - interval '2 hours'`);
    await signUp(person(1));
    const known = smtp()
      .received.filter((each) => each.envelopeTo.includes('volontario1@example.it'))
      .at(-1);
    expect(known?.parsed.subject).toMatch(/^Sei già tra i volontari/);
    expect(known?.parsed.text).toMatch(new RegExp(`Il tuo link: https?://\\S+/volontari\\?ref=${invitation.code}\n`));
  });

  it('credits nobody from a volunteer’s own code, nor from a pending volunteer’s', async () => {
    await signUp(person(1));
    const pendingCode = await codeOf('volontario1@example.it');
    await signUp(person(2, pendingCode));
    await call(confirmation, confirmUrl(tokenFor('volontario2@example.it')), { method: 'POST' });
    const staff = await call(adminReferrals, '/api/admin/referrals', { cookie: await adminSession('inbox') });
    expect(staff.body).toEqual([]);
  });
});

/** A volunteer's code as stored, even unconfirmed (which no page shows). */
async function codeOf(email: string): Promise<string> {
  const [row] = await db.query<{ code: string }>('SELECT referral_code AS code FROM volunteers WHERE email = $1', [
    email,
  ]);
  return row.code;
}
