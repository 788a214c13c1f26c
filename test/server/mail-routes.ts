/** Test support: the routes where the staff write mail, for the role matrix (admin-routes.ts lists them with the others). */
import { API } from '../../core/api-paths';
import adminNewsletterIssues from '../../functions/admin-newsletter-issues/admin-newsletter-issues';
import adminTourEventMessages from '../../functions/admin-tour-event-messages/admin-tour-event-messages';
import type { AdminRoute } from './admin-routes';
import { addStop } from './rsvp-test-kit';

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
    request: async () => ({ params: { id: String((await addStop()).id) }, body: MESSAGE }),
  },
];
