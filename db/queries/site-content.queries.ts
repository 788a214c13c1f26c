import type { Db } from '../client';
import type { SiteContent, SiteContentFields } from '../../core/schema/site-content.schema';
import { defaultSiteContent } from '../../core/site-content-defaults';
import type { TransparencyDocumentKind } from '../../core/transparency';

/** Each camelCase field of the spec and its column. */
const FIELD_COLUMNS: Record<keyof SiteContentFields, string> = {
  bioTitle: 'bio_title',
  bioSubtitle: 'bio_subtitle',
  bioText: 'bio_text',
  heroImagePath: 'hero_image_path',
  heroTitle: 'hero_title',
  heroSubtitle: 'hero_subtitle',
  heroCallToAction: 'hero_call_to_action',
  mapImagePath: 'map_image_path',
  mapTitle: 'map_title',
  mapDescription: 'map_description',
  contactEmail: 'contact_email',
  contactPhone: 'contact_phone',
  contactAddress: 'contact_address',
  facebookUrl: 'facebook_url',
  instagramUrl: 'instagram_url',
  twitterUrl: 'twitter_url',
  committente: 'committente',
  mandatarioName: 'mandatario_name',
  cvUrl: 'cv_url',
  cvPublishedOn: 'cv_published_on',
  criminalRecordUrl: 'criminal_record_url',
  criminalRecordIssuedOn: 'criminal_record_issued_on',
  contributionIban: 'contribution_iban',
  contributionHolder: 'contribution_holder',
  spendingReportUrl: 'spending_report_url',
  voteThanks: 'vote_thanks',
};

const FIELDS = Object.keys(FIELD_COLUMNS) as (keyof SiteContentFields)[];

/** Date-only columns, read as YYYY-MM-DD text: never a Date, which a time zone could move. */
const DATE_FIELDS: ReadonlySet<keyof SiteContentFields> = new Set(['cvPublishedOn', 'criminalRecordIssuedOn']);

const COLUMNS = [
  'id',
  ...FIELDS.map((field) => `${FIELD_COLUMNS[field]}${DATE_FIELDS.has(field) ? '::text' : ''} AS "${field}"`),
  'updated_at AS "updatedAt"',
  'version',
].join(', ');

/** What GET /api/content answers before the row exists: the defaults it would be seeded with, never saved. */
export const UNSAVED_SITE_CONTENT: Omit<SiteContent, 'updatedAt'> & { updatedAt: null } = {
  id: 1,
  ...defaultSiteContent,
  updatedAt: null,
  version: 1,
};

/** The one site_content row, or undefined before it has been seeded. */
export async function getSiteContent(db: Db): Promise<SiteContent | undefined> {
  const [row] = await db.query<SiteContent>(`SELECT ${COLUMNS} FROM site_content WHERE id = 1`);
  return row;
}

/** Stores the defaults unless the row exists already: an admin's edits are never overwritten. */
export async function seedSiteContent(db: Db, content: SiteContentFields = defaultSiteContent): Promise<boolean> {
  const columns = FIELDS.map((field) => FIELD_COLUMNS[field]);
  const placeholders = FIELDS.map((_, index) => `$${index + 1}`);
  const rows = await db.query(
    `INSERT INTO site_content (id, ${columns.join(', ')}) VALUES (1, ${placeholders.join(', ')})
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    FIELDS.map((field) => content[field]),
  );
  return rows.length > 0;
}

/**
 * Applies a partial update and returns the whole row. Only the fields given change; before the row is
 * seeded the defaults fill the rest, so the first edit never fails.
 */
export async function updateSiteContent(db: Db, changes: Partial<SiteContentFields>): Promise<SiteContent> {
  const given = FIELDS.filter((field) => changes[field] !== undefined);
  const columns = FIELDS.map((field) => FIELD_COLUMNS[field]);
  const updates = [
    ...given.map((field) => `${FIELD_COLUMNS[field]} = EXCLUDED.${FIELD_COLUMNS[field]}`),
    'updated_at = now()',
  ];
  const [row] = await db.query<SiteContent>(
    `INSERT INTO site_content (id, ${columns.join(', ')}) VALUES (1, ${FIELDS.map((_, index) => `$${index + 1}`).join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}
     RETURNING ${COLUMNS}`,
    FIELDS.map((field) => (changes[field] === undefined ? defaultSiteContent[field] : changes[field])),
  );
  return row;
}

/** Where each of the law's documents is kept (migration 0016). */
const DOCUMENT_COLUMNS: Record<TransparencyDocumentKind, { url: string; upload: string; dated: string }> = {
  cv: { url: 'cv_url', upload: 'cv_upload_id', dated: 'cv_published_on' },
  criminalRecord: {
    url: 'criminal_record_url',
    upload: 'criminal_record_upload_id',
    dated: 'criminal_record_issued_on',
  },
};

/**
 * Publishes an uploaded document in place of the one before (seeding the row first if need be); answers the
 * content and the upload it replaced, which the caller deletes once nothing else uses it.
 */
export async function publishTransparencyDocument(
  db: Db,
  kind: TransparencyDocumentKind,
  document: { fileUrl: string; uploadId: string; dated: string },
): Promise<{ content: SiteContent; replaced: string | null }> {
  await seedSiteContent(db);
  const columns = DOCUMENT_COLUMNS[kind];
  const [row] = await db.query<SiteContent & { replaced: string | null }>(
    `UPDATE site_content s
     SET ${columns.url} = $1, ${columns.upload} = $2, ${columns.dated} = $3, updated_at = now()
     FROM (SELECT ${columns.upload} AS upload_id FROM site_content WHERE id = 1) previous
     WHERE s.id = 1
     RETURNING ${COLUMNS}, previous.upload_id AS replaced`,
    [document.fileUrl, document.uploadId, document.dated],
  );
  const { replaced, ...content } = row;
  return { content, replaced };
}
