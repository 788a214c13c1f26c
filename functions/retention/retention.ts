import type { Config } from '@netlify/functions';
import type { ErasedCounts } from '../../core/schema/admin.schema';
import { dayInItaly } from '../../core/rome-time';
import { METRICS_POLICY, RETENTION_POLICY } from '../../core/policy';
import { siteConfig } from '../../core/site-config';
import { getDb, type Db } from '../../db/client';
import { deleteUnconfirmedSubscriptions } from '../../db/queries/newsletter-subscriptions.queries';
import { deleteAllPersonalData } from '../../db/queries/personal-data.queries';
import { deleteOldMail } from '../../db/queries/outbox.queries';
import { deletePastRsvps } from '../../db/queries/rsvps.queries';
import { deletePastWalkIns } from '../../db/queries/check-ins.queries';
import { deleteExpiredRsvpRequests } from '../../db/queries/rsvp-requests.queries';
import { deleteUnconfirmedVolunteers } from '../../db/queries/volunteers.queries';
import { deleteExpiredHits } from '../../db/queries/rate-limits.queries';
import { describeError } from '../_lib/http';
import { sweepAbandonedUploads } from '../_lib/material-uploads';
import { deleteExpiredAuditRows } from '../../db/queries/audit-log.queries';
import { deleteListRepresentativeData } from '../../db/queries/polling-sections.queries';
import { LIST_REPRESENTATIVES_KEPT_UNTIL } from '../../core/polling-deadlines';
import { deleteOldMetrics } from '../../db/queries/metrics.queries';

/** True once the campaign's last day of retention has passed in Italy. */
export function retentionPassed(now: Date, lastDay: string = siteConfig.retention.lastDay): boolean {
  return dayInItaly(now) > lastDay;
}

/**
 * The daily retention run, by RETENTION_POLICY: drops the rate-limit counters past their time, the outbox's rows of
 * mail sent or given up long enough ago, newsletter and volunteer sign-ups left unconfirmed, booking requests whose link expired
 * (BOOKING_POLICY.confirmLinkHours, used or not), the bookings of stops held long enough ago and the walk-ins
 * recorded at their door (and at shifts'), the activity log's rows
 * older than its own retention (the log outlives the campaign's personal data, since it is the proof of how they
 * were handled), the visits' aggregates older than METRICS_POLICY.aggregateMonths, and the materials' files uploaded
 * and never used (sweepAbandonedUploads); after the last day, also
 * deletes every contact message, image-generator sign-up, newsletter subscription, booking and volunteer, and logs how many
 * went (counts only, never whose). Before it, other personal data is left alone.
 */
export async function runRetention(db: Db, now: Date): Promise<ErasedCounts | undefined> {
  const { sentMailDays, bookingsAfterStopDays, auditLogMonths } = RETENTION_POLICY;
  const expired = await deleteExpiredHits(db);
  if (expired > 0) console.info(`Retention: deleted ${expired} expired rate-limit counters.`);
  const oldMail = await deleteOldMail(db);
  if (oldMail > 0) console.info(`Retention: deleted ${oldMail} mails sent or given up over ${sentMailDays} days ago.`);
  const unconfirmed = await deleteUnconfirmedSubscriptions(db);
  if (unconfirmed > 0) console.info(`Retention: deleted ${unconfirmed} newsletter sign-ups never confirmed.`);
  const volunteers = await deleteUnconfirmedVolunteers(db);
  if (volunteers > 0) console.info(`Retention: deleted ${volunteers} volunteer sign-ups never confirmed.`);
  const requests = await deleteExpiredRsvpRequests(db);
  if (requests > 0) console.info(`Retention: deleted ${requests} booking requests whose link expired.`);
  const pastBookings = await deletePastRsvps(db, dayInItaly(now));
  if (pastBookings > 0) {
    console.info(`Retention: deleted ${pastBookings} bookings of stops held over ${bookingsAfterStopDays} days ago.`);
  }
  const walkIns = await deletePastWalkIns(db, dayInItaly(now), bookingsAfterStopDays);
  if (walkIns > 0) {
    console.info(
      `Retention: deleted ${walkIns} walk-ins of stops and shifts held over ${bookingsAfterStopDays} days ago.`,
    );
  }
  const oldLog = await deleteExpiredAuditRows(db, auditLogMonths);
  if (oldLog > 0) {
    console.info(`Retention: deleted ${oldLog} activity-log rows older than ${auditLogMonths} months.`);
  }
  const metrics = await deleteOldMetrics(db, dayInItaly(now), METRICS_POLICY.aggregateMonths);
  if (metrics > 0) {
    console.info(`Retention: deleted ${metrics} visit aggregates older than ${METRICS_POLICY.aggregateMonths} months.`);
  }
  const uploads = await sweepAbandonedUploads(db, now);
  if (uploads > 0) console.info(`Retention: deleted ${uploads} material files uploaded and left unused.`);
  // The rappresentanti's birth dates, places and assignments: POLLING_POLICY.keepAfterVoteDays after the vote.
  if (dayInItaly(now) > LIST_REPRESENTATIVES_KEPT_UNTIL) {
    const representatives = await deleteListRepresentativeData(db);
    if (representatives > 0) console.info(`Retention: deleted ${representatives} rappresentanti di lista's details.`);
  }
  if (!retentionPassed(now)) return undefined;
  const deleted = await deleteAllPersonalData(db);
  console.info(
    `Retention (kept until ${siteConfig.retention.lastDay}): deleted ${deleted.contactSubmissions} contact messages, ` +
      `${deleted.photoBoothEmails} image-generator sign-ups, ${deleted.newsletterSubscriptions} newsletter subscriptions, ` +
      `${deleted.rsvps} bookings, ${deleted.rsvpRequests} booking requests, ${deleted.volunteers} volunteers, ` +
      `${deleted.checkIns} walk-ins, ${deleted.consents} consent records.`,
  );
  return deleted;
}

export default async (): Promise<void> => {
  try {
    await runRetention(getDb(), new Date());
  } catch (error) {
    console.error(`Retention failed: ${describeError(error)}`);
    throw error;
  }
};

/** A Netlify scheduled function: no URL, run once a day. */
export const config: Config = { schedule: '@daily' };
