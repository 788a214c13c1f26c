import { describe, expect, it } from 'vitest';
import { romeInstant } from '../../core/rome-time';
import { POLLS_CLOSE } from '../../core/vote-calendar';
import { getDb } from '../../db/client';
import { adminSession } from '../../test/server/function-calls';
import { checkIn } from '../../test/server/door-kit';
import { addStop, mailsTo } from '../../test/server/rsvp-test-kit';
import { addShift } from '../../test/server/shift-kit';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';
import { deliverOutbox } from '../_lib/mail/outbox-delivery';
import { config, runCheckInThanks } from './check-in-thanks';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const at = (date: string, time: string) => new Date(romeInstant(date, time));

/**
 * A stop on `day` and who came: Anna and Bruno by their codes (Bruno had stopped his booking's mail), Carla booked
 * and never came, Ugo walked in leaving his email with the consent, Eva walked in leaving none.
 */
async function stopWithPeople(day: string) {
  const stop = await addStop({ title: 'Piazza dei Signori', eventDate: day });
  const codes = await db.query<{ check_in_code: string }>(
    `INSERT INTO rsvps (tour_event_id, name, email, people, privacy_accepted, mails_stopped_at)
     VALUES ($1, 'Anna Bianchi', 'anna@example.it', 2, 1, NULL), ($1, 'Bruno', 'bruno@example.it', 1, 1, now()),
       ($1, 'Carla', 'carla@example.it', 1, 1, NULL)
     RETURNING check_in_code`,
    [stop.id],
  );
  const door = await adminSession('inbox', 'segreteria');
  for (const { check_in_code: code } of codes.slice(0, 2)) expect((await checkIn({ code }, door)).status).toBe(201);
  const walkIn = { tourEventId: stop.id, people: 1 };
  await checkIn({ ...walkIn, name: 'Ugo', email: 'ugo@example.it', privacyAccepted: 1 }, door);
  await checkIn({ ...walkIn, name: 'Eva' }, door);
  return stop;
}

describe('the thank-you mail after a stop', () => {
  it('runs as a Netlify scheduled function', () => {
    expect(config.schedule).toBe('*/15 * * * *');
  });

  it('thanks once, the day after at 10:00, the people who came and may be written to', async () => {
    await stopWithPeople('2025-11-15');
    expect(await runCheckInThanks(getDb(), at('2025-11-16', '09:59'))).toEqual({ queued: 0, sent: 0 });
    expect(await runCheckInThanks(getDb(), at('2025-11-16', '10:00'))).toEqual({ queued: 2, sent: 2 });
    const [anna] = mailsTo(smtp().received, 'anna@example.it');
    expect(anna.parsed.subject).toBe('Grazie per essere venuto/a: Piazza dei Signori');
    expect(anna.parsed.text).toContain('Ciao Anna, grazie per essere venuto/a alla tappa «Piazza dei Signori»');
    expect(mailsTo(smtp().received, 'ugo@example.it')).toHaveLength(1);
    // Bruno stopped his booking's mail, Carla did not come, Eva left no address.
    expect(
      smtp()
        .received.flatMap((mail) => mail.envelopeTo)
        .sort(),
    ).toEqual(['anna@example.it', 'ugo@example.it']);

    expect(await runCheckInThanks(getDb(), at('2025-11-16', '10:15'))).toEqual({ queued: 0, sent: 0 });
    expect(await runCheckInThanks(getDb(), at('2025-11-17', '10:00'))).toEqual({ queued: 0, sent: 0 });
    expect(smtp().received).toHaveLength(2);
  });

  it('thanks nobody for a shift, nor for a stop too long past when the job first sees it', async () => {
    const shift = await addShift({ date: '2025-11-15' });
    await checkIn(
      { shiftId: shift.id, name: 'Ugo', people: 1, email: 'ugo@example.it', privacyAccepted: 1 },
      await adminSession(),
    );
    await stopWithPeople('2025-11-01');
    expect(await runCheckInThanks(getDb(), at('2025-11-16', '10:00'))).toEqual({ queued: 0, sent: 0 });
    expect(await db.count('outbox')).toBe(0);
  });

  it('is campaign mail: during the electoral silence it waits in the outbox, then leaves once the polls close', async () => {
    await stopWithPeople('2025-11-21');
    // 22 November, 10:00: the silence before the vote of 23 and 24 November.
    expect(await runCheckInThanks(getDb(), at('2025-11-22', '10:00'))).toEqual({ queued: 2, sent: 0 });
    expect(smtp().received).toHaveLength(0);
    expect(await db.query(`SELECT kind, campaign FROM outbox WHERE sent_at IS NULL`)).toEqual([
      { kind: 'check-in-thanks', campaign: true },
      { kind: 'check-in-thanks', campaign: true },
    ]);
    expect((await deliverOutbox(getDb(), { clock: () => POLLS_CLOSE })).sent).toBe(2);
    expect(await runCheckInThanks(getDb(), at('2025-11-24', '16:00'))).toEqual({ queued: 0, sent: 0 });
    expect(smtp().received).toHaveLength(2);
  });
});
