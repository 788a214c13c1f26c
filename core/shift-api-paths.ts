import type { PublicShift, Shift, ShiftSignup, ShiftSnapshot } from './schema/shift.schema';
import type { RsvpCancelPreview, RsvpCancelReply, RsvpConfirmPreview, RsvpConfirmReply } from './schema/rsvp.schema';
import { empty, endpoint, json } from './api-contract';

/** The confirm page's preview of a shift's sign-up: the booking's, with the shift in place of the stop. */
export type ShiftConfirmPreview = Omit<RsvpConfirmPreview, 'stop'> & { shift: ShiftSnapshot };
/** The cancel page's preview of a shift's sign-up. */
export type ShiftCancelPreview = Omit<RsvpCancelPreview, 'stop'> & { shift: ShiftSnapshot };

/**
 * The volunteer shifts' entries of the API table (core/api-paths.ts spreads them into `API`): the panel's writes,
 * the public list, and the sign-up through the booking engine with the links of its mails.
 */
export const SHIFT_API = {
  /** GET: the panel's list, with each shift's sign-ups counted; POST: a new shift (a banchetto never in the silence). */
  adminShifts: endpoint('/api/admin/shifts', {
    GET: { reply: json<Shift[]>() },
    POST: { body: async () => (await import('./schema/shift.schema')).shiftSchema, reply: json<Shift>() },
  }),
  /** A change (its sign-ups told when it moves) or a deletion, with `If-Match`. */
  adminShift: endpoint('/api/admin/shifts/:id', {
    PUT: { body: async () => (await import('./schema/shift.schema')).shiftSchema, reply: json<Shift>() },
    DELETE: { reply: empty },
  }),
  /** A shift's sign-ups, with their names, for the panel. */
  adminShiftSignups: endpoint('/api/admin/shifts/:id/signups', { GET: { reply: json<ShiftSignup[]>() } }),
  /** The staff remove a person from a shift: mailed, and the first in line takes the place. */
  adminShiftSignup: endpoint('/api/admin/shift-signups/:id', { DELETE: { reply: empty } }),
  /** "Scrivi ai volontari del turno": a subject and a text to a shift's confirmed volunteers; 202 with how many. */
  adminShiftMessages: endpoint('/api/admin/shifts/:id/messages', {
    POST: {
      body: async () => (await import('./schema/newsletter-subscription.schema')).newsletterIssueSchema,
      reply: json<{ queued: number }>(),
    },
  }),
  /** The upcoming shifts, with their places left and `full`; never a name. */
  shifts: endpoint('/api/shifts', { GET: { reply: json<PublicShift[]>() } }),
  /** "Mi prendo il turno": a request mailed to the address for its owner to confirm; 202 whatever it holds. */
  shiftSignups: endpoint('/api/shifts/:id/signups', {
    POST: {
      body: async () => (await import('./schema/shift.schema')).shiftSignupSchema,
      guarded: true,
      reply: json<{ message: string }>(),
    },
  }),
  // The confirm link of a sign-up's mail (`?t=`): GET shows what it would confirm, only POST confirms.
  shiftSignupConfirm: endpoint('/api/shift-signups/confirm', {
    GET: { reply: json<ShiftConfirmPreview>() },
    POST: { reply: json<RsvpConfirmReply>() },
  }),
  // The cancel link of every mail about a sign-up (`?t=`): GET names it, only POST cancels it.
  shiftSignupCancel: endpoint('/api/shift-signups/cancel', {
    GET: { reply: json<ShiftCancelPreview>() },
    POST: { reply: json<RsvpCancelReply>() },
  }),
} as const;
