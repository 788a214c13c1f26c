/**
 * Test support: a valid body per endpoint of the fuzz (test/server/fuzz-targets.ts names which each target sends), so
 * mutations reach past the first check into the queries.
 */
import { TEST_ADMIN } from './function-calls';

/** Where a public form's person came from (core/schema/attribution.schema.ts): a well-formed referral code nobody owns. */
const ATTRIBUTION = { ref: '"ABCDEFGH"', utm_source: '"whatsapp"', utm_campaign: '"porta un amico"' };

export const VALID: Record<string, Record<string, string>> = {
  contact: {
    name: '"Anna Bianchi"',
    email: '"anna@example.com"',
    message: '"Vorrei aiutare durante la campagna."',
    privacyAccepted: '1',
    ...ATTRIBUTION,
  },
  photoBooth: {
    email: '"luca@example.it"',
    nomeCognome: '"Luca Verdi"',
    citta: '"Padova"',
    provincia: '"PD"',
    privacyAccepted: '1',
    ...ATTRIBUTION,
  },
  tourEvent: { title: '"Tappa a Rovigo"', location: '"Rovigo"', eventDate: '"2025-11-12"', completed: '0' },
  visitedCity: { cityName: '"Belluno"', visitDate: '"2025-10-01"', pinX: '40.5', pinY: '60' },
  campaignMaterial: { title: '"Programma"', fileUrl: '"https://example.org/programma.pdf"', fileType: '"pdf"' },
  content: {
    heroTitle: '"Un nuovo titolo"',
    contactEmail: '"info@example.org"',
    facebookUrl: '"https://facebook.com/x"',
  },
  login: { username: '"admin"', password: '"password-sbagliata"' },
  password: { currentPassword: '"password-sbagliata"', newPassword: '"una-password-nuova-2025"' },
  erasure: { email: '"anna@example.com"' },
  newsletter: { email: '"chiara@example.it"', name: '"Chiara"', privacyAccepted: '1', ...ATTRIBUTION },
  rsvp: {
    name: '"Rita Gallo"',
    email: '"rita@example.it"',
    phone: '"333 1234567"',
    people: '2',
    privacyAccepted: '1',
    ...ATTRIBUTION,
  },
  shift: {
    title: '"Banchetto al mercato"',
    activity: '"banchetti"',
    place: '"Piazza delle Erbe"',
    comune: '"Padova"',
    date: '"2030-10-12"',
    start: '"09:00"',
    end: '"12:30"',
    capacity: '4',
  },
  // A walk-in at a stop (the fuzz's stop 1 may not exist: a 404, never a 500).
  checkIn: { tourEventId: '1', name: '"Pietro Neri"', people: '2', email: '"pietro@example.it"', privacyAccepted: '1' },
  shiftSignup: {
    name: '"Marta Rossi"',
    email: '"marta@example.it"',
    phone: '"333 1234567"',
    privacyAccepted: '1',
    ...ATTRIBUTION,
  },
  volunteer: {
    name: '"Marco Rossi"',
    email: '"marco@example.it"',
    phone: '"333 7654321"',
    comune: '"Castelfranco Veneto"',
    activities: '["banchetti", "telefonate"]',
    availability: '"Il sabato mattina"',
    privacyAccepted: '1',
    ...ATTRIBUTION,
  },
  account: { username: '"giulia"', password: '"una-password-lunga"', role: '"inbox"' },
  accountChange: { role: '"editor"', disabled: 'true' },
  pollingAssignment: { effettivo: 'null', supplente: 'null' },
  code: { code: '"123456"' },
  // The password every fuzzed session's account has: an enrolment starts, and mutations reach its confirmation.
  twoFactor: { currentPassword: JSON.stringify(TEST_ADMIN.password), code: '"123456"' },
  settings: { twoFactorRequired: 'false' },
  upload: { name: '"volantino.pdf"', size: '1000' },
  transparencyDocument: {
    document: '"criminalRecord"',
    fileUrl: '"/api/material-files/00000000-0000-4000-8000-000000000000/certificato.pdf"',
    issuedOn: '"2025-10-01"',
  },
  token: { token: `"${'a'.repeat(43)}"` },
  newsletterIssue: { subject: '"Novità"', text: '"Le tappe di dicembre sono online."' },
  mailMessage: { subject: '"Novità"', text: '"Le tappe di dicembre sono online."' },
  metrics: {
    path: '"/tappe/1"',
    inApp: '1',
    device: '"mobile"',
    utmSource: '"whatsapp"',
    utmCampaign: '"Comizio Este"',
    referrer: '"l.facebook.com"',
    lcp: '1800',
    inp: '120',
    cls: '0.05',
    inpTarget: '"button.menu"',
    events: '["share-whatsapp", "calendar"]',
  },
  none: {},
};
