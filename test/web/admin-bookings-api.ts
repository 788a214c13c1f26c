import { API } from '../../core/api-paths';
import type { RsvpCount } from '../../core/schema/rsvp.schema';
import { adminApi, notFound, pagedRead, received, signedIn, unauthorized } from './admin-api-store';
import { handle } from './api-server';

/** The admin endpoints of the stops' bookings, for the panel's component tests, on adminApi.rsvps. */
export const bookingHandlers = [
  handle('DELETE', API.adminRsvp, async ({ request, params }) => {
    await received(request);
    if (!adminApi.user) return unauthorized();
    const index = adminApi.rsvps.findIndex((row) => row.id === Number(params.id));
    if (index < 0) return notFound();
    adminApi.rsvps.splice(index, 1);
    return null;
  }),
  handle(
    'GET',
    API.adminRsvpCounts,
    signedIn(() => {
      const counts = new Map<number, RsvpCount>();
      for (const row of adminApi.rsvps) {
        const count = counts.get(row.tourEventId) ?? {
          tourEventId: row.tourEventId,
          bookings: 0,
          people: 0,
          waiting: 0,
          waitingPeople: 0,
          pending: 0,
        };
        const confirmed = row.status === 'confirmed';
        counts.set(row.tourEventId, {
          ...count,
          bookings: count.bookings + (confirmed ? 1 : 0),
          people: count.people + (confirmed ? row.people : 0),
          waiting: count.waiting + (confirmed ? 0 : 1),
          waitingPeople: count.waitingPeople + (confirmed ? 0 : row.people),
        });
      }
      return [...counts.values()];
    }),
  ),
  // "Porta un amico": the test's referrals, or one stop's (`?tourEventId=`).
  handle('GET', API.adminReferrals, ({ request, ...info }) => {
    const stop = new URL(request.url).searchParams.get('tourEventId');
    return signedIn(() =>
      adminApi.referrals
        .filter((row) => stop === null || row.tourEventId === Number(stop))
        .map(({ tourEventId: _stop, ...referral }) => referral),
    )({ request, ...info });
  }),
  handle('GET', API.adminTourEventRsvps, (info) =>
    pagedRead(
      () => adminApi.rsvps.filter((row) => row.tourEventId === Number(info.params.id)),
      (row) => [row.name, row.email, row.phone ?? ''],
    )(info),
  ),
];
