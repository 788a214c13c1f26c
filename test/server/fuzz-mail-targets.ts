/** What the fuzz test aims at among the links of the mails (a token in the body, or in `?t=`) and the mail status. */
import { API } from '../../core/api-paths';
import adminMailStatus from '../../functions/admin-mail-status/admin-mail-status';
import adminNewsletterIssues from '../../functions/admin-newsletter-issues/admin-newsletter-issues';
import adminTourEventMessages from '../../functions/admin-tour-event-messages/admin-tour-event-messages';
import newsletterConfirmation from '../../functions/newsletter-confirmation/newsletter-confirmation';
import newsletterUnsubscribe from '../../functions/newsletter-unsubscribe/newsletter-unsubscribe';
import rsvpStopMails from '../../functions/rsvp-stop-mails/rsvp-stop-mails';
import type { Target } from './fuzz-targets';

export const MAIL_TARGETS: Target[] = [
  {
    name: 'newsletterConfirmation',
    handler: newsletterConfirmation,
    path: API.newsletterConfirmation,
    item: false,
    body: 'token',
    methods: ['POST'],
  },
  {
    name: 'newsletterUnsubscribe',
    handler: newsletterUnsubscribe,
    path: API.newsletterUnsubscribe,
    item: false,
    body: 'none',
    methods: ['POST', 'GET'],
  },
  {
    name: 'rsvpStopMails',
    handler: rsvpStopMails,
    path: API.rsvpStopMails,
    item: false,
    body: 'none',
    methods: ['POST', 'GET'],
  },
  {
    name: 'newsletterIssues',
    handler: adminNewsletterIssues,
    path: API.newsletterIssues,
    item: false,
    body: 'mailMessage',
    methods: ['GET', 'POST'],
  },
  {
    name: 'tourEventMessages',
    handler: adminTourEventMessages,
    path: API.adminTourEventMessages,
    item: true,
    body: 'mailMessage',
    methods: ['POST'],
  },
  { name: 'mailStatus', handler: adminMailStatus, path: API.mailStatus, item: false, body: 'none', methods: ['GET'] },
];
