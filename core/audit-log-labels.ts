/**
 * The activity log in words: what each subject is called, and each field of the tables whose changes the database
 * logs (the audit_row_change triggers of migrations 0010 and 0012), as the panel's own forms call them.
 * db/audit-log-labels.test.ts fails when an audited table has a column without a label here.
 */

/** What a subject ("tour_events:12", "users:<uuid>") names, and the word for it once deleted (its gender). */
export const AUDIT_SUBJECTS = {
  tour_events: { label: 'Tappa', deleted: 'eliminata' },
  visited_cities: { label: 'Città', deleted: 'eliminata' },
  campaign_materials: { label: 'Materiale', deleted: 'eliminato' },
  site_content: { label: 'Contenuti del sito', deleted: 'eliminati' },
  users: { label: 'Account', deleted: 'eliminato' },
  admin_settings: { label: 'Impostazioni di sicurezza', deleted: 'eliminate' },
  newsletter_issues: { label: 'Newsletter', deleted: 'eliminata' },
  // A booking is named by its stop: the booker's name is personal data the log does not keep.
  rsvps: { label: 'Prenotazione alla tappa', deleted: 'eliminata' },
  shifts: { label: 'Turno', deleted: 'eliminato' },
} as const satisfies Record<string, { label: string; deleted: string }>;
export type AuditSubjectKind = keyof typeof AUDIT_SUBJECTS;

export const isAuditSubjectKind = (kind: string): kind is AuditSubjectKind => Object.hasOwn(AUDIT_SUBJECTS, kind);

/** The tables the triggers log, each field's label. */
export const AUDIT_FIELD_LABELS = {
  tour_events: {
    id: 'Numero',
    title: 'Titolo',
    location: 'Località',
    event_date: 'Data',
    event_time: 'Orario',
    description: 'Descrizione',
    address: 'Indirizzo',
    completed: 'Tappa già effettuata',

    capacity: 'Posti disponibili',
    booked_people: 'Persone prenotate',
    calendar_sequence: 'Revisione nel calendario',
    version: 'Versione',
    created_at: 'Creata il',
  },
  visited_cities: {
    id: 'Numero',
    city_name: 'Nome della città',
    visit_date: 'Data della visita',
    description: 'Descrizione',
    pin_x: 'Pin da sinistra (%)',
    pin_y: "Pin dall'alto (%)",
    version: 'Versione',
    created_at: 'Creata il',
  },
  campaign_materials: {
    id: 'Numero',
    title: 'Titolo',
    description: 'Descrizione',
    file_url: 'URL del file',
    file_type: 'Tipo di file',
    file_size: 'Dimensione',
    upload_id: 'File caricato',
    version: 'Versione',
    created_at: 'Creato il',
  },
  site_content: {
    id: 'Numero',
    hero_title: 'Titolo',
    hero_subtitle: 'Sottotitolo',
    hero_call_to_action: 'Invito al voto',
    hero_image_path: 'Immagine',
    bio_title: 'Titolo della biografia',
    bio_subtitle: 'Sottotitolo della biografia',
    bio_text: 'Testo della biografia',
    map_title: 'Titolo della mappa',
    map_description: 'Descrizione della mappa',
    map_image_path: 'Immagine della mappa',
    contact_email: 'Email di contatto',
    contact_phone: 'Telefono',
    contact_address: 'Indirizzo',
    facebook_url: 'Pagina Facebook',
    instagram_url: 'Profilo Instagram',
    twitter_url: 'Profilo Twitter / X',
    committente: 'Committente responsabile',
    mandatario_name: 'Mandatario elettorale',
    contribution_iban: 'IBAN per i contributi',
    contribution_holder: 'Intestatario del conto',
    cv_url: 'Curriculum vitae',
    cv_upload_id: 'File del curriculum vitae',
    cv_published_on: 'Curriculum pubblicato il',
    criminal_record_url: 'Certificato del casellario giudiziale',
    criminal_record_upload_id: 'File del certificato del casellario',
    criminal_record_issued_on: 'Certificato rilasciato il',
    spending_report_url: 'Rendiconto delle spese',
    vote_thanks: 'Ringraziamento',
    version: 'Versione',
    updated_at: 'Aggiornati il',
  },
  users: {
    id: 'Codice dell’account',
    username: 'Username',
    password_hash: 'Password',
    email: 'Email',
    first_name: 'Nome',
    last_name: 'Cognome',
    role: 'Ruolo',
    disabled_at: 'Disattivato il',
    totp_secret: 'Verifica in due passaggi',
    totp_pending_secret: 'Attivazione della verifica in due passaggi',
    totp_last_step: 'Ultimo codice usato',
    created_at: 'Creato il',
    updated_at: 'Aggiornato il',
  },
  admin_settings: {
    id: 'Numero',
    two_factor_required: 'Verifica in due passaggi obbligatoria',
    updated_at: 'Aggiornate il',
  },
} as const satisfies Partial<Record<AuditSubjectKind, Record<string, string>>>;

/** The fields the triggers mask ("***"): the log shows only that they changed. */
export const AUDIT_SECRET_FIELDS: readonly string[] = ['password_hash', 'totp_secret', 'totp_pending_secret'];

/** A field's label in a subject's table; the column's own name for one no table here lists. */
export function auditFieldLabel(kind: string, field: string): string {
  const labels: Partial<Record<string, string>> | undefined = isAuditSubjectKind(kind)
    ? (AUDIT_FIELD_LABELS as Partial<Record<AuditSubjectKind, Record<string, string>>>)[kind]
    : undefined;
  return labels?.[field] ?? field;
}
