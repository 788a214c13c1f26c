import type { Config } from '@netlify/functions';
import { getDb, type Db } from '../../db/client';
import { queueRsvpReminders } from '../../db/queries/rsvps.queries';
import { queueShiftReminders } from '../../db/queries/shifts.queries';
import { describeError } from '../_lib/http';
import { deliverOutbox } from '../_lib/mail/outbox-delivery';

/**
 * One run of the reminders: queues the reminder of every booking due one (BOOKING_POLICY.reminder: its hour in Italy,
 * its days before the stop; each booking once, however often this runs), then sends them at once; what does not fit
 * in the run, and all of it during the electoral silence (reminders are campaign mail), goes with the scheduled sender.
 * The volunteer shifts' two reminders (SHIFT_POLICY: the day before, and hours before the start) go in the same run.
 */
export async function runRsvpReminders(db: Db, now: Date): Promise<{ queued: number; sent: number }> {
  const ids = [...(await queueRsvpReminders(db, now)), ...(await queueShiftReminders(db, now))];
  if (ids.length === 0) return { queued: 0, sent: 0 };
  const { sent } = await deliverOutbox(db, { ids, clock: () => now.getTime() });
  console.info(`Reminders: ${ids.length} queued, ${sent} sent at once.`);
  return { queued: ids.length, sent };
}

export default async (): Promise<void> => {
  try {
    await runRsvpReminders(getDb(), new Date());
  } catch (error) {
    console.error(`Reminders failed: ${describeError(error)}`);
    throw error;
  }
};

/** A Netlify scheduled function every 5 minutes: the reminders leave within 5 minutes of their hour, Italian time. */
export const config: Config = { schedule: '*/5 * * * *' };
