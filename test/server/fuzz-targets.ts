/**
 * What the fuzz test of every endpoint (functions/_lib/fuzz.test.ts) aims at: each endpoint's handler, path,
 * methods and a valid body, so mutations reach past the first check into the queries.
 */
import type { Context } from '@netlify/functions';
import { API } from '../../core/api-paths';
import { routeByMethod } from './function-calls';
import { VALID } from './fuzz-bodies';
import { SHIFT_TARGETS } from './shift-fuzz-targets';
import { DOOR_TARGETS } from './door-fuzz-targets';
import { POLLING_TARGETS } from './polling-fuzz-targets';
import adminAuditLog from '../../functions/admin-audit-log/admin-audit-log';
import adminContactSubmissions from '../../functions/admin-contact-submissions/admin-contact-submissions';
import adminMailStatus from '../../functions/admin-mail-status/admin-mail-status';
import adminMaterialUpload from '../../functions/admin-material-upload/admin-material-upload';
import adminMaterialUploads from '../../functions/admin-material-uploads/admin-material-uploads';
import adminNewsletterIssues from '../../functions/admin-newsletter-issues/admin-newsletter-issues';
import adminNewsletterSubscriptions from '../../functions/admin-newsletter-subscriptions/admin-newsletter-subscriptions';
import adminPersonalData from '../../functions/admin-personal-data/admin-personal-data';
import adminPhotoBoothEmails from '../../functions/admin-photo-booth-emails/admin-photo-booth-emails';
import adminRetention from '../../functions/admin-retention/admin-retention';
import adminRsvpCounts from '../../functions/admin-rsvp-counts/admin-rsvp-counts';
import adminReferrals from '../../functions/admin-referrals/admin-referrals';
import adminRsvp from '../../functions/admin-rsvp/admin-rsvp';
import adminSettings from '../../functions/admin-settings/admin-settings';
import adminTourEventMessages from '../../functions/admin-tour-event-messages/admin-tour-event-messages';
import adminTourEventRsvps from '../../functions/admin-tour-event-rsvps/admin-tour-event-rsvps';
import adminTransparencyDocuments from '../../functions/admin-transparency-documents/admin-transparency-documents';
import adminUser from '../../functions/admin-user/admin-user';
import adminUsers from '../../functions/admin-users/admin-users';
import authPassword from '../../functions/auth-password/auth-password';
import authSession from '../../functions/auth-session/auth-session';
import authSessions from '../../functions/auth-sessions/auth-sessions';
import authTwoFactor from '../../functions/auth-two-factor/auth-two-factor';
import authUser from '../../functions/auth-user/auth-user';
import campaignMaterial from '../../functions/campaign-material/campaign-material';
import * as campaignMaterialsWrite from '../../functions/campaign-materials-write/campaign-materials-write';
import * as campaignMaterialsRead from '../../functions/campaign-materials/campaign-materials';
import contact from '../../functions/contact/contact';
import * as contentWrite from '../../functions/content-write/content-write';
import * as contentRead from '../../functions/content/content';
import loginCode from '../../functions/login-code/login-code';
import login from '../../functions/login/login';
import logout from '../../functions/logout/logout';
import materialFile from '../../functions/material-file/material-file';
import newsletterConfirmation from '../../functions/newsletter-confirmation/newsletter-confirmation';
import newsletterSubscriptions from '../../functions/newsletter-subscriptions/newsletter-subscriptions';
import newsletterUnsubscribe from '../../functions/newsletter-unsubscribe/newsletter-unsubscribe';
import photoBoothEmails from '../../functions/photo-booth-emails/photo-booth-emails';
import rsvpCancel from '../../functions/rsvp-cancel/rsvp-cancel';
import rsvpConfirm from '../../functions/rsvp-confirm/rsvp-confirm';
import rsvpStopMails from '../../functions/rsvp-stop-mails/rsvp-stop-mails';
import tourCalendar from '../../functions/tour-calendar/tour-calendar';
import tourEventRsvps from '../../functions/tour-event-rsvps/tour-event-rsvps';
import volunteers from '../../functions/volunteers/volunteers';
import volunteerConfirm from '../../functions/volunteer-confirm/volunteer-confirm';
import adminVolunteers from '../../functions/admin-volunteers/admin-volunteers';
import tourEvent from '../../functions/tour-event/tour-event';
import * as tourEventsWrite from '../../functions/tour-events-write/tour-events-write';
import * as tourEventsRead from '../../functions/tour-events/tour-events';
import * as visitedCitiesWrite from '../../functions/visited-cities-write/visited-cities-write';
import * as visitedCitiesRead from '../../functions/visited-cities/visited-cities';
import visitedCity from '../../functions/visited-city/visited-city';

// Each list's path as Netlify serves it: the public GET and the admin writes are two functions.
const content = routeByMethod(contentRead, contentWrite);
const visitedCities = routeByMethod(visitedCitiesRead, visitedCitiesWrite);
const tourEvents = routeByMethod(tourEventsRead, tourEventsWrite);
const campaignMaterials = routeByMethod(campaignMaterialsRead, campaignMaterialsWrite);

type Handler = (req: Request, context: Context) => Promise<Response>;

export interface Target {
  name: string;
  handler: Handler;
  path: string;
  item: boolean;
  body: keyof typeof VALID;
  methods: string[];
}

export const TARGETS: Target[] = [
  { name: 'content', handler: content, path: API.content, item: false, body: 'content', methods: ['GET', 'PUT'] },
  { name: 'contact', handler: contact, path: API.contact, item: false, body: 'contact', methods: ['POST'] },
  {
    name: 'visitedCities',
    handler: visitedCities,
    path: API.visitedCities,
    item: false,
    body: 'visitedCity',
    methods: ['GET', 'POST'],
  },
  {
    name: 'visitedCity',
    handler: visitedCity,
    path: API.visitedCity,
    item: true,
    body: 'visitedCity',
    methods: ['DELETE'],
  },
  {
    name: 'tourEvents',
    handler: tourEvents,
    path: API.tourEvents,
    item: false,
    body: 'tourEvent',
    methods: ['GET', 'POST'],
  },
  {
    name: 'tourEvent',
    handler: tourEvent,
    path: API.tourEvent,
    item: true,
    body: 'tourEvent',
    methods: ['PUT', 'DELETE'],
  },
  {
    name: 'campaignMaterials',
    handler: campaignMaterials,
    path: API.campaignMaterials,
    item: false,
    body: 'campaignMaterial',
    methods: ['GET', 'POST'],
  },
  {
    name: 'campaignMaterial',
    handler: campaignMaterial,
    path: API.campaignMaterial,
    item: true,
    body: 'campaignMaterial',
    methods: ['DELETE'],
  },
  {
    name: 'photoBoothEmails',
    handler: photoBoothEmails,
    path: API.photoBoothEmails,
    item: false,
    body: 'photoBooth',
    methods: ['POST'],
  },
  { name: 'login', handler: login, path: API.login, item: false, body: 'login', methods: ['POST'] },
  { name: 'logout', handler: logout, path: API.logout, item: false, body: 'none', methods: ['POST'] },
  { name: 'authUser', handler: authUser, path: API.authUser, item: false, body: 'none', methods: ['GET'] },
  { name: 'password', handler: authPassword, path: API.password, item: false, body: 'password', methods: ['POST'] },
  {
    name: 'adminContacts',
    handler: adminContactSubmissions,
    path: API.adminContactSubmissions,
    item: false,
    body: 'none',
    methods: ['GET'],
  },
  {
    name: 'adminPhotoBooth',
    handler: adminPhotoBoothEmails,
    path: API.adminPhotoBoothEmails,
    item: false,
    body: 'none',
    methods: ['GET'],
  },
  { name: 'retention', handler: adminRetention, path: API.retention, item: false, body: 'none', methods: ['GET'] },
  {
    name: 'newsletter',
    handler: newsletterSubscriptions,
    path: API.newsletterSubscriptions,
    item: false,
    body: 'newsletter',
    methods: ['POST'],
  },
  {
    name: 'adminNewsletter',
    handler: adminNewsletterSubscriptions,
    path: API.adminNewsletterSubscriptions,
    item: false,
    body: 'none',
    methods: ['GET'],
  },
  { name: 'tourCalendar', handler: tourCalendar, path: API.tourCalendar, item: false, body: 'none', methods: ['GET'] },
  {
    name: 'personalData',
    handler: adminPersonalData,
    path: API.personalData,
    item: false,
    body: 'erasure',
    methods: ['GET', 'DELETE'],
  },
  {
    name: 'newsletterIssues',
    handler: adminNewsletterIssues,
    path: API.newsletterIssues,
    item: false,
    body: 'newsletterIssue',
    methods: ['POST'],
  },
  {
    name: 'sessions',
    handler: authSessions,
    path: API.sessions,
    item: false,
    body: 'none',
    methods: ['GET', 'DELETE'],
  },
  { name: 'session', handler: authSession, path: API.session, item: true, body: 'none', methods: ['DELETE'] },
  // The accounts, the activity log, the owner's settings and the second factor.
  {
    name: 'adminUsers',
    handler: adminUsers,
    path: API.adminUsers,
    item: false,
    body: 'account',
    methods: ['GET', 'POST'],
  },
  {
    name: 'adminUser',
    handler: adminUser,
    path: API.adminUser,
    item: true,
    body: 'accountChange',
    methods: ['PUT', 'DELETE'],
  },
  { name: 'auditLog', handler: adminAuditLog, path: API.adminAuditLog, item: false, body: 'none', methods: ['GET'] },
  { name: 'loginCode', handler: loginCode, path: API.loginCode, item: false, body: 'code', methods: ['POST'] },
  {
    name: 'twoFactor',
    handler: authTwoFactor,
    path: API.twoFactor,
    item: false,
    body: 'twoFactor',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  },
  {
    name: 'settings',
    handler: adminSettings,
    path: API.adminSettings,
    item: false,
    body: 'settings',
    methods: ['GET', 'PUT'],
  },
  // The uploads of files, the files they serve and the law's documents they are.
  {
    name: 'materialUploads',
    handler: adminMaterialUploads,
    path: API.materialUploads,
    item: false,
    body: 'upload',
    methods: ['POST'],
  },
  {
    name: 'materialUpload',
    handler: adminMaterialUpload,
    path: API.materialUpload,
    item: true,
    body: 'none',
    methods: ['PUT', 'POST', 'DELETE'],
  },
  {
    name: 'transparencyDocuments',
    handler: adminTransparencyDocuments,
    path: API.transparencyDocuments,
    item: false,
    body: 'transparencyDocument',
    methods: ['PUT'],
  },
  { name: 'materialFile', handler: materialFile, path: API.materialFile, item: true, body: 'none', methods: ['GET'] },
  // The links of the mails (a token in the body, or in `?t=`) and the mail status.
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
  // The bookings ("Ci sarò"): the request, its confirm link, the cancel link, the panel's reads.
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
    name: 'adminReferrals',
    handler: adminReferrals,
    path: API.adminReferrals,
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
  // The volunteers: the sign-up, its confirm link (`?t=`), the panel's list.
  { name: 'volunteers', handler: volunteers, path: API.volunteers, item: false, body: 'volunteer', methods: ['POST'] },
  {
    name: 'volunteerConfirm',
    handler: volunteerConfirm,
    path: API.volunteerConfirm,
    item: false,
    body: 'none',
    methods: ['GET', 'POST'],
  },
  {
    name: 'adminVolunteers',
    handler: adminVolunteers,
    path: API.adminVolunteers,
    item: false,
    body: 'none',
    methods: ['GET'],
  },
  ...SHIFT_TARGETS,
  ...DOOR_TARGETS,
  ...POLLING_TARGETS,
];
