import type { ContactSubmission } from '../../core/schema/contact.schema';
import type { PhotoBoothEmail } from '../../core/schema/photo-booth-email.schema';
import type { Rsvp } from '../../core/schema/rsvp.schema';

/**
 * Rows of the admin inbox lists, for the panel's tests: two messages (Anna's the newer), Anna's sign-up and a
 * booking of stop 7.
 */
export const older: ContactSubmission = {
  id: 1,
  name: 'Marco Verdi',
  email: 'marco@example.it',
  phone: null,
  message: 'Quando passate da Rovigo?',
  privacyAccepted: 1,
  marketingConsent: 0,
  createdAt: '2025-10-01T08:00:00.000Z',
};
export const newer: ContactSubmission = {
  id: 2,
  name: 'Anna Bianchi',
  email: 'anna@example.it',
  phone: '+39 049 123456',
  message: 'Vorrei fare volontariato.\nSono libera il sabato.',
  privacyAccepted: 1,
  marketingConsent: 1,
  createdAt: '2025-11-15T17:30:00.000Z',
};
export const signUp: PhotoBoothEmail = {
  id: 3,
  email: 'anna@example.it',
  nomeCognome: 'Anna Bianchi',
  citta: 'Padova',
  provincia: 'PD',
  privacyAccepted: 1,
  marketingConsent: 0,
  createdAt: '2025-10-15T18:45:00.000Z',
};
export const booking: Rsvp = {
  id: 1,
  tourEventId: 7,
  name: 'Rita Gallo',
  email: 'rita@example.it',
  phone: '333 1234567',
  people: 3,
  status: 'confirmed',
  position: null,
  createdAt: '2025-11-10T09:15:00.000Z',
  updatedAt: '2025-11-10T09:15:00.000Z',
};
