import type { Config } from '@netlify/functions';
import { dayInItaly } from '../../core/rome-time';
import { getDb, type Db } from '../../db/client';
import { dropPastReminders } from '../../db/queries/outbox.queries';
import { SHIFT_SUBJECT } from '../../db/queries/booking-subjects';
import { notifyBookings } from '../../db/queries/rsvps.queries';
import { describeError } from '../_lib/http';
import { deliverOutbox, type DeliveryOptions, type DeliveryReport } from '../_lib/mail/outbox-delivery';

/**
 * One run of the scheduled sender: every due mail, batch after batch, for at most 15 s of claiming (a run must end
 * within Netlify's 30 s); what is left, failed or held goes at a later run. Logs counts only, never addresses.
 */
export async function runOutboxSender(db: Db, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  // First what an interrupted action left to queue (a promotion whose mail was not queued yet), and what must not
  // leave any more (a held reminder of a stop now past).
  await notifyBookings(db, null);
  await notifyBookings(db, null, SHIFT_SUBJECT);
  await dropPastReminders(db, dayInItaly(new Date(options.clock?.() ?? Date.now())));
  const report = await deliverOutbox(db, options);
  if (report.sent > 0 || report.failed > 0) {
    console.info(`Outbox: ${report.sent} sent, ${report.failed} failed in ${report.batches} batches.`);
  }
  return report;
}

export default async (): Promise<void> => {
  try {
    await runOutboxSender(getDb());
  } catch (error) {
    console.error(`Outbox sender failed: ${describeError(error)}`);
    throw error;
  }
};

/** A Netlify scheduled function, every minute: it retries failures and sends what waited (held, or no SMTP yet). */
export const config: Config = { schedule: '* * * * *' };
