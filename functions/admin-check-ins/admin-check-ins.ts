import type { Config } from '@netlify/functions';
import { peopleCount } from '../../core/booking-words';
import { CHECK_IN_POLICY } from '../../core/policy';
import { italianDateAndTime } from '../../core/rome-time';
import { CHECK_IN_MESSAGES, checkInSchema, type CheckInReply } from '../../core/schema/check-in.schema';
import { getDb, type Db } from '../../db/client';
import { checkInByCode, checkInWalkIn, doorPeople, type CheckInRow } from '../../db/queries/check-ins.queries';
import { hit, hitsSoFar } from '../../db/queries/rate-limits.queries';
import { requireRole } from '../_lib/auth';
import { HttpError, MESSAGES, endpoint, json, parseId, readBody } from '../_lib/http';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** "Anna Bianchi, 2 persone: Incontro in piazza." */
const reply = (checkIn: CheckInRow): CheckInReply => ({
  ...checkIn,
  message: `${checkIn.name}, ${peopleCount(checkIn.people)}: ${checkIn.subject.title}.`,
});

/** "Anna Bianchi è già registrato/a: alle 18:04 del 15/11/2025, da segreteria (2 persone)." */
function alreadyMessage(checkIn: CheckInRow): string {
  const [date, time] = italianDateAndTime(checkIn.checkedInAt);
  return `${checkIn.name} è già registrato/a: alle ${time} del ${date}, da ${checkIn.checkedInBy} (${peopleCount(checkIn.people)}).`;
}

/**
 * A code that matches no booking counts against the account's wrong codes (CHECK_IN_POLICY.wrongCodes): past them
 * every code is refused with a 429 until the window ends, the right one too, so the codes cannot be searched.
 */
async function checkInCode(db: Db, code: string, account: { id: string; username: string }): Promise<Response> {
  const { max, windowSeconds } = CHECK_IN_POLICY.wrongCodes;
  const key = `check-in:wrong-code:${account.id}`;
  const tooMany = new HttpError(429, CHECK_IN_MESSAGES.tooManyWrongCodes, undefined, {
    'Retry-After': String(windowSeconds),
  });
  if ((await hitsSoFar(db, key, windowSeconds)) >= max) throw tooMany;
  const found = await checkInByCode(db, code, account.username);
  switch (found.outcome) {
    case 'unknown':
      if ((await hit(db, key, windowSeconds)) > max) throw tooMany;
      throw new HttpError(404, CHECK_IN_MESSAGES.unknownCode, { code: CHECK_IN_MESSAGES.unknownCode });
    case 'waiting':
      throw new HttpError(409, CHECK_IN_MESSAGES.waiting);
    case 'already':
      throw new HttpError(409, alreadyMessage(found.checkIn), undefined, undefined, {
        previous: reply(found.checkIn),
      });
    case 'checked-in':
      return json(reply(found.checkIn), 201, NO_STORE);
  }
}

/**
 * The door (titolare, segreteria: the roles that see the bookings). POST checks in a booking by its code, once (then
 * 409 "già registrato", saying who and when), or records a walk-in at a stop or a shift. GET lists the confirmed
 * people of one stop (`?tourEventId=`) or shift (`?shiftId=`) with their codes, for the search by name.
 */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const params = new URL(req.url).searchParams;
    const stop = params.get('tourEventId');
    const shift = params.get('shiftId');
    if ((stop === null) === (shift === null)) {
      throw new HttpError(400, MESSAGES.badQuery, { tourEventId: CHECK_IN_MESSAGES.subject });
    }
    const people = await doorPeople(db, stop !== null ? { tourEventId: parseId(stop) } : { shiftId: parseId(shift) });
    return json(people, 200, NO_STORE);
  },
  POST: async (req, context) => {
    const { db, user } = await requireRole(getDb(), req, context, 'inbox');
    const input = await readBody(req, checkInSchema);
    if (input.code != null) return checkInCode(db, input.code, user);
    const walkIn = await checkInWalkIn(
      db,
      {
        tourEventId: input.tourEventId ?? null,
        shiftId: input.shiftId ?? null,
        name: input.name!,
        people: input.people!,
        email: input.privacyAccepted === 1 ? (input.email ?? null) : null,
        privacyAccepted: input.privacyAccepted === 1 ? 1 : 0,
      },
      user.username,
    );
    if (!walkIn) throw new HttpError(404, CHECK_IN_MESSAGES.unknownSubject);
    return json(reply(walkIn), 201, NO_STORE);
  },
});

export const config: Config = { path: '/api/admin/check-ins' };
