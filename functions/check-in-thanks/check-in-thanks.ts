import type { Config } from '@netlify/functions';
import { CHECK_IN_POLICY } from '../../core/policy';
import { addDays, dayInItaly, romeInstant } from '../../core/rome-time';
import { getDb, type Db } from '../../db/client';
import { queueCheckInThanks } from '../../db/queries/check-ins.queries';
import { describeError } from '../_lib/http';
import { deliverOutbox } from '../_lib/mail/outbox-delivery';

/**
 * The days of the stops whose thanks are due at `now`: from CHECK_IN_POLICY.thanks.at (Italian time), `daysAfter`
 * days after a stop's day, its people are thanked; a stop older than `thanksWithinDays` by then is left alone.
 */
export function stopsDueThanks(now: Date): { firstDay: string; lastDay: string } {
  const { thanks, thanksWithinDays } = CHECK_IN_POLICY;
  const today = dayInItaly(now);
  const sendingDay = now.getTime() >= romeInstant(today, thanks.at) ? today : addDays(today, -1);
  const lastDay = addDays(sendingDay, -thanks.daysAfter);
  return { firstDay: addDays(lastDay, -thanksWithinDays), lastDay };
}

/**
 * One run of the thank-you mail (docs/decisions/0041): queues one thank-you to each person checked in at a stop
 * whose thanks are due (each check-in once, however often this runs), then sends them at once; during the electoral
 * silence they are campaign mail and wait in the outbox for the polls to close.
 */
export async function runCheckInThanks(db: Db, now: Date): Promise<{ queued: number; sent: number }> {
  const { firstDay, lastDay } = stopsDueThanks(now);
  const ids = await queueCheckInThanks(db, firstDay, lastDay);
  if (ids.length === 0) return { queued: 0, sent: 0 };
  const { sent } = await deliverOutbox(db, { ids, clock: () => now.getTime() });
  console.info(`Thanks after the stops: ${ids.length} queued, ${sent} sent at once.`);
  return { queued: ids.length, sent };
}

export default async (): Promise<void> => {
  try {
    await runCheckInThanks(getDb(), new Date());
  } catch (error) {
    console.error(`Thanks after the stops failed: ${describeError(error)}`);
    throw error;
  }
};

/** A Netlify scheduled function every 15 minutes: the thanks leave within 15 minutes of their hour, Italian time. */
export const config: Config = { schedule: '*/15 * * * *' };
