import { API } from '../../core/api-paths';
import adminRsvp from '../../functions/admin-rsvp/admin-rsvp';
import adminRsvpCounts from '../../functions/admin-rsvp-counts/admin-rsvp-counts';
import adminTourEventRsvps from '../../functions/admin-tour-event-rsvps/admin-tour-event-rsvps';
import rsvpCancel from '../../functions/rsvp-cancel/rsvp-cancel';
import rsvpConfirm from '../../functions/rsvp-confirm/rsvp-confirm';
import tourEventRsvps from '../../functions/tour-event-rsvps/tour-event-rsvps';
import type { Target } from './fuzz-targets';

/** The fuzz's targets of the bookings ("Ci sarò"): the request, its confirm link, the cancel link, the panel's reads. */
export const BOOKING_TARGETS: Target[] = [
  { name: 'rsvp', handler: tourEventRsvps, path: API.tourEventRsvps, item: true, body: 'rsvp', methods: ['POST'] },
  {
    name: 'rsvpConfirm',
    handler: rsvpConfirm,
    path: API.rsvpConfirm,
    item: false,
    body: 'none',
    methods: ['GET', 'POST'],
  },
  { name: 'adminRsvp', handler: adminRsvp, path: API.adminRsvp, item: true, body: 'none', methods: ['DELETE'] },
  {
    name: 'rsvpCancel',
    handler: rsvpCancel,
    path: API.rsvpCancel,
    item: false,
    body: 'none',
    methods: ['POST', 'GET'],
  },
  {
    name: 'rsvpCounts',
    handler: adminRsvpCounts,
    path: API.adminRsvpCounts,
    item: false,
    body: 'none',
    methods: ['GET'],
  },
  {
    name: 'adminRsvps',
    handler: adminTourEventRsvps,
    path: API.adminTourEventRsvps,
    item: true,
    body: 'none',
    methods: ['GET'],
  },
];
