import { API } from '../../core/api-paths';
import { shiftSchema, type Shift, type ShiftSignup } from '../../core/schema/shift.schema';
import { newsletterIssueSchema } from '../../core/schema/newsletter-subscription.schema';
import {
  addTo,
  admin,
  adminApi,
  adminDelete,
  notFound,
  received,
  signedIn,
  staleVersion,
  unauthorized,
} from './admin-api-store';
import { api, handle } from './api-server';

/** The sign-ups the panel lists under a shift, by the shift's id; a test sets them. */
export const shiftSignupsOf = new Map<number, ShiftSignup[]>();

const counted = (body: object): object => {
  const { capacity } = body as { capacity: number };
  return { ...body, placesLeft: capacity, full: 0, confirmed: 0, waiting: 0, pending: 0 };
};

/** The admin endpoints of the volunteer shifts, for the panel's component tests, on api.shifts. */
export const shiftHandlers = [
  handle(
    'GET',
    API.adminShifts,
    signedIn(() => api.shifts),
  ),
  handle(
    'POST',
    API.adminShifts,
    admin(shiftSchema, (body) => addTo<Shift>(api.shifts, counted(body))),
    201,
  ),
  handle(
    'PUT',
    API.adminShift,
    admin(shiftSchema, (body, { id }, request) => {
      const index = api.shifts.findIndex((shift) => shift.id === Number(id));
      if (index < 0) return notFound();
      const stale = staleVersion(request, api.shifts[index]);
      if (stale) return stale;
      api.shifts[index] = { ...api.shifts[index], ...body, version: api.shifts[index].version + 1 };
      return api.shifts[index];
    }),
  ),
  handle(
    'DELETE',
    API.adminShift,
    adminDelete(() => api.shifts),
  ),
  handle('GET', API.adminShiftSignups, (info) =>
    signedIn(() => shiftSignupsOf.get(Number(info.params.id)) ?? [])(info),
  ),
  handle('DELETE', API.adminShiftSignup, async ({ request, params }) => {
    await received(request);
    if (!adminApi.user) return unauthorized();
    for (const [shiftId, signups] of shiftSignupsOf) {
      const kept = signups.filter((signup) => signup.id !== Number(params.id));
      if (kept.length < signups.length) {
        shiftSignupsOf.set(shiftId, kept);
        return null;
      }
    }
    return notFound();
  }),
  handle(
    'POST',
    API.adminShiftMessages,
    // The confirmed volunteers of the shift, as the function queues them.
    admin(newsletterIssueSchema, (_, params) => ({
      queued: (shiftSignupsOf.get(Number(params.id)) ?? []).filter((signup) => signup.status === 'confirmed').length,
    })),
    202,
  ),
];
