import { HttpResponse } from 'msw';
import { API } from '../../core/api-paths';
import { peopleCount } from '../../core/booking-words';
import {
  CHECK_IN_MESSAGES,
  checkInSchema,
  type AttendanceRow,
  type CheckInReply,
  type DoorPerson,
} from '../../core/schema/check-in.schema';
import { admin, signedIn } from './admin-api-store';
import { handle } from './api-server';

/** The door's test API: the stops and shifts with their numbers, their confirmed people, and what was checked in. */
export const doorApi = {
  attendance: [] as AttendanceRow[],
  /** By "stop:12" or "shift:3". */
  people: new Map<string, DoorPerson[]>(),
  /** Every check-in the door sent, as it arrived. */
  checkIns: [] as CheckInReply[],
};

export function resetDoorApi(): void {
  doorApi.attendance = [];
  doorApi.people.clear();
  doorApi.checkIns = [];
}

const now = () => new Date().toISOString();

/** As the function answers: a code once (201), then 409 "già registrato"; 404 for a code nobody has; walk-ins. */
export const doorHandlers = [
  handle(
    'GET',
    API.attendance,
    signedIn(() => doorApi.attendance),
  ),
  handle(
    'GET',
    API.checkIns,
    signedIn((request) => {
      const params = new URL(request.url).searchParams;
      const stop = params.get('tourEventId');
      return doorApi.people.get(stop ? `stop:${stop}` : `shift:${params.get('shiftId')}`) ?? [];
    }),
  ),
  handle(
    'POST',
    API.checkIns,
    admin(checkInSchema, (body) => {
      if (body.code != null) {
        const found = [...doorApi.people.entries()]
          .flatMap(([key, people]) => people.map((person) => ({ key, person })))
          .find(({ person }) => person.code === body.code);
        if (!found) return HttpResponse.json({ error: CHECK_IN_MESSAGES.unknownCode }, { status: 404 });
        const { person, key } = found;
        if (person.checkedInAt) {
          return HttpResponse.json(
            {
              error: `${person.name} è già registrato/a: alle 18:04 del 15/11/2025, da admin (${peopleCount(person.people)}).`,
            },
            { status: 409 },
          );
        }
        person.checkedInAt = now();
        const subject = doorApi.attendance.find((row) => `${row.kind}:${row.id}` === key)!;
        const reply: CheckInReply = {
          name: person.name,
          people: person.people,
          walkIn: false,
          subject,
          checkedInAt: person.checkedInAt,
          checkedInBy: 'admin',
          message: `${person.name}, ${peopleCount(person.people)}: ${subject.title}.`,
        };
        doorApi.checkIns.push(reply);
        return reply;
      }
      const key = body.tourEventId != null ? `stop:${body.tourEventId}` : `shift:${body.shiftId}`;
      const subject = doorApi.attendance.find((row) => `${row.kind}:${row.id}` === key);
      if (!subject) return HttpResponse.json({ error: CHECK_IN_MESSAGES.unknownSubject }, { status: 404 });
      const reply: CheckInReply = {
        name: body.name!,
        people: body.people!,
        walkIn: true,
        subject,
        checkedInAt: now(),
        checkedInBy: 'admin',
        message: `${body.name!}, ${peopleCount(body.people!)}: ${subject.title}.`,
      };
      doorApi.checkIns.push(reply);
      return reply;
    }),
    201,
  ),
];
