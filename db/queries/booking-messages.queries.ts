import type { NewsletterIssueInput } from '../../core/schema/newsletter-subscription.schema';
import type { Db } from '../client';
import { auditSql } from './audit-log.queries';
import { STOP_SUBJECT, type BookingSubject } from './booking-subjects';

/** Who the staff's message reaches: the confirmed bookings whose owners have not stopped its mail. */
const MESSAGE_RECIPIENTS = `r.status = 'confirmed' AND r.mails_stopped_at IS NULL`;

/**
 * "Scrivi ai prenotati": the staff's message to every confirmed booking of a stop, never to those in line or still
 * to confirm, nor to those who stopped its mail; the message, one mail per booking and the activity log's row (who,
 * which stop, how many) in one statement. Undefined when no stop has this id. Of another `subject`, a shift's
 * confirmed volunteers ("Scrivi ai volontari del turno"; `stopId` is then the shift's id).
 */
export async function queueBookingMessage(
  db: Db,
  stopId: number,
  message: NewsletterIssueInput,
  subject: BookingSubject = STOP_SUBJECT,
): Promise<{ queued: number } | undefined> {
  const { column, table } = subject;
  const [row] = await db.query<{ queued: number }>(
    `WITH stop AS (SELECT * FROM ${table} WHERE id = $1),
     message AS (INSERT INTO booking_messages (${column}, subject, body) SELECT id, $2, $3 FROM stop RETURNING id),
     queued AS (${subject.messageMail({
       from: `rsvps r JOIN stop t ON t.id = r.${column} CROSS JOIN message WHERE ${MESSAGE_RECIPIENTS}`,
       recipient: 'r.email',
       data: { rsvpId: 'r.id', name: 'r.name', snapshot: subject.snapshot('t'), messageId: 'message.id' },
     })}),
     logged AS (${auditSql('booking-message', {
       from: 'message CROSS JOIN stop',
       subject: `'${table}:' || stop.id`,
       details: `jsonb_build_object('message', message.id, 'recipients', (SELECT count(*) FROM queued))`,
     })})
     SELECT (SELECT count(*)::int FROM queued) AS queued FROM stop`,
    [stopId, message.subject, message.text],
  );
  return row;
}
