import type { InboxPage } from './schema/inbox-page.schema';
import type {
  Rsvp,
  RsvpCancelPreview,
  RsvpCancelReply,
  RsvpConfirmPreview,
  RsvpConfirmReply,
  RsvpCount,
  RsvpReply,
} from './schema/rsvp.schema';
import { empty, endpoint, json } from './api-contract';
import type { Referral } from './referral';

/**
 * The booking engine's entries of the API table (core/api-paths.ts spreads them into `API`): the public request,
 * the links of its mails, and the staff's reads and writes of a stop's bookings.
 */
export const BOOKING_API = {
  /**
   * "Ci sarò": a request to book an upcoming stop (or to change the address's booking), mailed to the address for
   * its owner to confirm; 202 whatever the address holds.
   */
  tourEventRsvps: endpoint('/api/tour-events/:id/rsvps', {
    POST: {
      body: async () => (await import('./schema/rsvp.schema')).rsvpSchema,
      guarded: true,
      reply: json<RsvpReply>(),
    },
  }),
  // The confirm link of a booking request's mail (`?t=`): GET shows what it would confirm, only POST confirms.
  rsvpConfirm: endpoint('/api/rsvps/confirm', {
    GET: { reply: json<RsvpConfirmPreview>() },
    POST: { reply: json<RsvpConfirmReply>() },
  }),
  // The cancel link of every mail about a booking (`?t=`): GET names the booking, only POST cancels it.
  rsvpCancel: endpoint('/api/rsvps/cancel', {
    GET: { reply: json<RsvpCancelPreview>() },
    POST: { reply: json<RsvpCancelReply>() },
  }),
  // The RFC 8058 one-click of a booking's mails (`?t=`): no more campaign mail about it; the booking stays.
  rsvpStopMails: endpoint('/api/rsvps/stop-mails', { POST: { reply: json<{ message: string }>() } }),
  adminRsvpCounts: endpoint('/api/admin/rsvp-counts', { GET: { reply: json<RsvpCount[]>() } }),
  /** "Porta un amico": whose links brought whom, most first; `?tourEventId=` for one stop's top recruiters. */
  adminReferrals: endpoint('/api/admin/referrals', { GET: { reply: json<Referral[]>() } }),
  // A stop's bookings, as the inbox lists: `?q=`, `?cursor=`, and `csvExport(path)`.
  adminTourEventRsvps: endpoint('/api/admin/tour-events/:id/rsvps', { GET: { reply: json<InboxPage<Rsvp>>() } }),
  /** Removes a booking: its person is told, and its places go to the waiting list. */
  adminRsvp: endpoint('/api/admin/rsvps/:id', { DELETE: { reply: empty } }),
  /** "Scrivi ai prenotati": a subject and a text to a stop's confirmed bookings; 202 with how many were queued. */
  adminTourEventMessages: endpoint('/api/admin/tour-events/:id/messages', {
    POST: {
      body: async () => (await import('./schema/newsletter-subscription.schema')).newsletterIssueSchema,
      reply: json<{ queued: number }>(),
    },
  }),
} as const;
