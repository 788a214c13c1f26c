import { stopInvitationPath, volunteersInvitationPath, type Invitation, type Referral } from '../../core/referral';
import type { Db } from '../client';

/**
 * Bring a friend (migration 0023, docs/decisions/0042). The owners of codes are the confirmed bookings (of a stop or a
 * shift: a place in line is not yet one) and the confirmed volunteers; their recruits, the bookings (in line too: each
 * was confirmed by its owner's click) and the confirmed volunteers whose referred_by names the code.
 */
const OWNERS = `(SELECT referral_code AS code, name, email FROM rsvps WHERE status = 'confirmed'
  UNION ALL SELECT referral_code, name, email FROM volunteers WHERE confirmed_at IS NOT NULL)`;

/**
 * The code a request or a sign-up is credited to: `ref` when a confirmed owner holds it under another address than
 * `email` (no credit for oneself), else null; an unknown code is no error, it credits nobody. Over SQL parameters.
 */
export const referrerSql = (ref: string, email: string) =>
  `(SELECT o.code FROM ${OWNERS} o WHERE o.code = ${ref}::text AND lower(o.email) <> lower(${email}) LIMIT 1)`;

/** How many a code brought: an SQL expression over the code's expression. */
const recruitedSql = (code: string) =>
  `((SELECT count(*) FROM rsvps x WHERE x.referred_by = ${code})
    + (SELECT count(*) FROM volunteers x WHERE x.referred_by = ${code} AND x.confirmed_at IS NOT NULL))::int`;

/**
 * A booking's invitation, for its confirmation and its page: only once confirmed (a place in line has none yet).
 * A stop's booking invites to the stop, a shift's sign-up to the volunteers' page.
 */
export async function bookingInvitation(db: Db, rsvpId: number): Promise<Invitation | null> {
  const [row] = await db.query<{ code: string; stopId: number | null; recruited: number }>(
    `SELECT r.referral_code AS code, r.tour_event_id AS "stopId", ${recruitedSql('r.referral_code')} AS recruited
     FROM rsvps r WHERE r.id = $1 AND r.status = 'confirmed'`,
    [rsvpId],
  );
  if (!row) return null;
  const path = row.stopId === null ? volunteersInvitationPath(row.code) : stopInvitationPath(row.stopId, row.code);
  return { code: row.code, path, recruited: row.recruited };
}

/** A confirmed volunteer's invitation, by the hash of their sign-up link's token. */
export async function volunteerInvitation(db: Db, tokenHash: string): Promise<Invitation | null> {
  const [row] = await db.query<{ code: string; recruited: number }>(
    `SELECT v.referral_code AS code, ${recruitedSql('v.referral_code')} AS recruited
     FROM volunteers v WHERE v.confirm_token_hash = $1 AND v.confirmed_at IS NOT NULL`,
    [tokenHash],
  );
  return row ? { code: row.code, path: volunteersInvitationPath(row.code), recruited: row.recruited } : null;
}

/**
 * GET /api/admin/referrals: the owners whose links brought someone, most first, with how many; with `stopId`, only
 * the bookings of that stop count, so the list is that stop's top recruiters.
 */
export function listReferrals(db: Db, stopId: number | null): Promise<Referral[]> {
  return db.query<Referral>(
    `WITH recruits AS (
       SELECT referred_by AS code FROM rsvps WHERE referred_by IS NOT NULL AND ($1::int IS NULL OR tour_event_id = $1)
       UNION ALL
       SELECT referred_by FROM volunteers
       WHERE referred_by IS NOT NULL AND confirmed_at IS NOT NULL AND $1::int IS NULL)
     SELECT o.name, o.code, count(*)::int AS recruited
     FROM recruits r JOIN ${OWNERS} o ON o.code = r.code
     GROUP BY o.name, o.code ORDER BY recruited DESC, o.name, o.code`,
    [stopId],
  );
}
