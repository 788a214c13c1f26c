/**
 * The campaign's fixed facts, in one place: the seed, the pages and the share previews all read them.
 * Replace these values to run the site for another candidate; nothing else names them.
 */
export const siteConfig = {
  candidate: {
    lastName: 'Venturini',
    fullName: 'Giulia Venturini',
    role: 'Candidata alla Presidenza della Regione del Veneto',
  },
  hashtag: '#VenturiniPresidente',
  election: {
    name: 'Elezioni Regionali Veneto 2025',
    label: '23-24 novembre 2025',
    voteMessage: 'Domenica 23 e lunedì 24 novembre vota Giulia Venturini Presidente',
    /** When the polls are open, Italian time (core/vote-calendar reads the silence and the banner's modes from it). */
    days: [
      { date: '2025-11-23', opens: '07:00', closes: '23:00' },
      { date: '2025-11-24', opens: '07:00', closes: '15:00' },
    ],
    /** The list the candidate leads: the sample ballot of /come-si-vota draws it. */
    list: { name: 'Movimento Civico Veneto', initials: 'MCV' },
  },
  openingEvent: {
    name: 'Apertura della campagna elettorale',
    date: '2025-10-15',
    time: '20:30',
    dateLabel: 'Mercoledì 15 ottobre',
    venue: 'Teatro Verdi',
    city: 'Padova',
  },
  /** The mandatario elettorale (L. 515/1993 art. 7): the only one who may collect contributions. A placeholder. */
  mandatario: { name: 'Paolo Fabris' },
  dataController: {
    name: 'Movimento Civico Veneto – Sezione Regionale del Veneto',
    address: 'Riviera Tito Livio 10, 35122 Padova',
    privacyEmail: 'privacy@venturinipresidente.it',
  },
  social: {
    instagram: 'https://www.instagram.com/venturinipresidente',
    facebook: 'https://www.facebook.com/venturinipresidente',
  },
  /**
   * The privacy page's promise, kept by functions/retention: once this day has passed (Italian time), the
   * contact messages, image-generator sign-ups, newsletter subscriptions, bookings and consents are deleted, daily.
   */
  retention: { lastDay: '2025-12-31' },
  /** Canonical origin for share previews and the sitemap; the build uses SITE_URL or Netlify's URL when set. */
  siteUrl: 'https://venturinipresidente.it',
} as const;
