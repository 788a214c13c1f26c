import { API } from '../../core/api-paths';
import { newsletterIssueSchema } from '../../core/schema/newsletter-subscription.schema';
import { admin, adminApi, signedIn } from './admin-api-store';
import { handle } from './api-server';

const confirmedSubscribers = () => adminApi.newsletterSubscriptions.filter((row) => row.status === 'confirmed').length;

/** The endpoints where the staff write mail (the newsletter, a stop's bookings), for the panel's component tests. */
export const mailHandlers = [
  handle(
    'GET',
    API.newsletterIssues,
    signedIn(() => ({ recipients: confirmedSubscribers() })),
  ),
  handle(
    'POST',
    API.newsletterIssues,
    admin(newsletterIssueSchema, () => ({ queued: confirmedSubscribers() })),
    202,
  ),
  handle(
    'POST',
    API.adminTourEventMessages,
    // The confirmed bookings of the stop, as the function queues them (none stopped their mail here).
    admin(newsletterIssueSchema, (_, params) => ({
      queued: adminApi.rsvps.filter((row) => row.tourEventId === Number(params.id) && row.status === 'confirmed')
        .length,
    })),
    202,
  ),
];
