/** Test support: the routes where the staff write mail, for the role matrix (admin-routes.ts lists them with the others). */
import { API } from '../../core/api-paths';
import { getDb } from '../../db/client';
import { insertTourEvent } from '../../db/queries/tour-events.queries';
import adminNewsletterIssues from '../../functions/admin-newsletter-issues/admin-newsletter-issues';
import adminTourEventMessages from '../../functions/admin-tour-event-messages/admin-tour-event-messages';
import type { AdminRoute } from './admin-routes';

const MESSAGE = { subject: 'Novità', text: 'Le tappe di dicembre sono online.' };

export const MAIL_ROUTES: AdminRoute[] = [
  {
    method: 'GET',
    path: API.newsletterIssues,
    handler: adminNewsletterIssues,
    access: 'inbox',
    request: async () => ({}),
  },
  {
    method: 'POST',
    path: API.newsletterIssues,
    handler: adminNewsletterIssues,
    access: 'inbox',
    request: async () => ({ body: MESSAGE }),
  },
  {
    method: 'POST',
    path: API.adminTourEventMessages,
    handler: adminTourEventMessages,
    access: 'inbox',
    request: async () => {
      const stop = await insertTourEvent(getDb(), {
        title: 'Comizio',
        location: 'Padova',
        eventDate: '2030-11-20',
        eventTime: null,
        address: null,
        description: null,
        completed: 0,
      });
      return { params: { id: String(stop.id) }, body: MESSAGE };
    },
  },
];
