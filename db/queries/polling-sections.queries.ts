import type { ListRepresentativeOffer } from '../../core/schema/list-representative.schema';
import type {
  ComuneCoverage,
  ListRepresentative,
  PollingAssignmentInput,
  PollingRole,
  PollingSection,
} from '../../core/schema/polling-section.schema';
import type { Db, Statement } from '../client';
import { queueMailSql } from './outbox.queries';

/** A section of the CSV, its comune found in the list of Veneto's. */
export interface SectionLine {
  comuneCode: string;
  comune: string;
  number: number;
  address: string;
}

/**
 * The statement that stores a rappresentante's offer beside the volunteer sign-up whose link `tokenHash` names (the
 * one just saved, pending), or drops it when the sign-up was sent again without it: part of the sign-up's own
 * transaction (requestVolunteer), so a capped or confirmed address's details are never touched.
 */
export function listRepresentativeOfferSql(tokenHash: string, offer: ListRepresentativeOffer | undefined): Statement {
  if (!offer) {
    return {
      text: `DELETE FROM list_representatives WHERE volunteer_id IN (
        SELECT id FROM volunteers WHERE confirm_token_hash = $1 AND confirmed_at IS NULL)`,
      params: [tokenHash],
    };
  }
  return {
    text: `INSERT INTO list_representatives
        (volunteer_id, birth_date, birth_place, electoral_comune_code, electoral_comune, electoral_section)
      SELECT id, $2::date, $3, $4, $5, $6 FROM volunteers WHERE confirm_token_hash = $1 AND confirmed_at IS NULL
      ON CONFLICT (volunteer_id) DO UPDATE SET birth_date = EXCLUDED.birth_date, birth_place = EXCLUDED.birth_place,
        electoral_comune_code = EXCLUDED.electoral_comune_code, electoral_comune = EXCLUDED.electoral_comune,
        electoral_section = EXCLUDED.electoral_section`,
    params: [
      tokenHash,
      offer.birthDate,
      offer.birthPlace,
      offer.electoralComuneCode,
      offer.electoralComune,
      offer.electoralSection,
    ],
  };
}

/**
 * Imports the sections in one statement: a comune's section already known has its address updated (only when it
 * changed: the version trigger has nothing to do for the rest), never copied. `lines` hold no section twice.
 */
export async function importPollingSections(
  db: Db,
  lines: readonly SectionLine[],
): Promise<{ created: number; updated: number }> {
  if (lines.length === 0) return { created: 0, updated: 0 };
  const [row] = await db.query<{ created: number }>(
    `WITH saved AS (
       INSERT INTO polling_sections (comune_code, comune, number, address)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[])
       ON CONFLICT (comune_code, number) DO UPDATE SET comune = EXCLUDED.comune, address = EXCLUDED.address
         WHERE (polling_sections.comune, polling_sections.address) IS DISTINCT FROM (EXCLUDED.comune, EXCLUDED.address)
       RETURNING (xmax = 0) AS created)
     SELECT count(*) FILTER (WHERE created)::int AS created FROM saved`,
    [
      lines.map((line) => line.comuneCode),
      lines.map((line) => line.comune),
      lines.map((line) => line.number),
      lines.map((line) => line.address),
    ],
  );
  return { created: row.created, updated: lines.length - row.created };
}

const assigneeSql = (role: PollingRole) => `(SELECT json_build_object('volunteerId', v.id, 'name', v.name)
  FROM polling_assignments a JOIN volunteers v ON v.id = a.volunteer_id
  WHERE a.section_id = s.id AND a.role = '${role}')`;

const SECTION_COLUMNS = `s.id, s.comune_code AS "comuneCode", s.comune, s.number, s.address, s.version,
  ${assigneeSql('effettivo')} AS effettivo, ${assigneeSql('supplente')} AS supplente`;

/** A comune's sections by number, with who is assigned to each. */
export function listPollingSections(db: Db, comuneCode: string): Promise<PollingSection[]> {
  return db.query<PollingSection>(
    `SELECT ${SECTION_COLUMNS} FROM polling_sections s WHERE s.comune_code = $1 ORDER BY s.number`,
    [comuneCode],
  );
}

export async function findPollingSection(db: Db, id: number): Promise<PollingSection | undefined> {
  const [row] = await db.query<PollingSection>(`SELECT ${SECTION_COLUMNS} FROM polling_sections s WHERE s.id = $1`, [
    id,
  ]);
  return row;
}

/** Who can be assigned: the confirmed volunteers who offered, those registered in `comuneCode` first. */
const ELIGIBLE = `volunteers v JOIN list_representatives r ON r.volunteer_id = v.id
  WHERE v.confirmed_at IS NOT NULL AND 'rappresentante-di-lista' = ANY (v.activities)`;

export function listRepresentatives(db: Db, comuneCode: string): Promise<ListRepresentative[]> {
  return db.query<ListRepresentative>(
    `SELECT v.id AS "volunteerId", v.name, v.email, v.phone, r.electoral_comune AS "electoralComune",
       r.electoral_section AS "electoralSection",
       (SELECT section_id FROM polling_assignments a WHERE a.volunteer_id = v.id) AS "sectionId"
     FROM ${ELIGIBLE}
     ORDER BY r.electoral_comune_code = $1 DESC, lower(v.name), v.id`,
    [comuneCode],
  );
}

/** Of these volunteers, the ids that may be assigned, and those already holding another section than `sectionId`. */
export async function assignability(
  db: Db,
  sectionId: number,
  volunteerIds: readonly number[],
): Promise<{ eligible: number[]; elsewhere: number[] }> {
  const [row] = await db.query<{ eligible: number[]; elsewhere: number[] }>(
    `SELECT
       ARRAY(SELECT v.id FROM ${ELIGIBLE} AND v.id = ANY ($2::int[])) AS eligible,
       ARRAY(SELECT volunteer_id FROM polling_assignments
             WHERE volunteer_id = ANY ($2::int[]) AND section_id <> $1) AS elsewhere`,
    [sectionId, volunteerIds],
  );
  return row;
}

/**
 * Sets who watches a section, in one transaction: the places whose person changed are emptied and their people
 * mailed that they no longer hold it, the new people assigned and each mailed the assignment (its decline link names
 * the assignment), and the section's version moves.
 * Returns the mail queued, or undefined for a section that does not exist.
 */
export async function assignPollingSection(
  db: Db,
  sectionId: number,
  input: PollingAssignmentInput,
): Promise<number[] | undefined> {
  const wanted = `(VALUES ('effettivo', $2::int), ('supplente', $3::int)) AS w (role, volunteer_id)`;
  const params = [sectionId, input.effettivo, input.supplente];
  // Each change moves the section's `assigned_at`, and so its version (If-Match).
  const moved = (change: string) =>
    `WITH changed AS (${change} RETURNING section_id)
     UPDATE polling_sections SET assigned_at = clock_timestamp() WHERE id IN (SELECT section_id FROM changed)`;
  const [removed, , section, mail] = await db.transaction([
    {
      // The people taken off are told (polling-unassigned): their assignment mail's days no longer hold.
      text: `WITH changed AS (
          DELETE FROM polling_assignments a USING ${wanted}, volunteers v, polling_sections s
          WHERE a.section_id = $1 AND a.role = w.role AND a.volunteer_id IS DISTINCT FROM w.volunteer_id
            AND v.id = a.volunteer_id AND s.id = a.section_id
          RETURNING a.section_id, a.role, v.name, v.email, s.comune, s.number, s.address),
        uncovered AS (
          UPDATE polling_sections SET assigned_at = clock_timestamp() WHERE id IN (SELECT section_id FROM changed))
        ${queueMailSql('polling-unassigned', {
          from: 'changed',
          recipient: 'changed.email',
          data: {
            name: 'changed.name',
            role: 'changed.role',
            section: `json_build_object('comune', changed.comune, 'number', changed.number, 'address', changed.address)`,
          },
        })}`,
      params,
    },
    {
      text: moved(`INSERT INTO polling_assignments (section_id, role, volunteer_id)
        SELECT $1, w.role, w.volunteer_id FROM ${wanted}
        WHERE w.volunteer_id IS NOT NULL AND EXISTS (SELECT 1 FROM polling_sections WHERE id = $1)
        ON CONFLICT (section_id, role) DO NOTHING`),
      params,
    },
    { text: `SELECT id FROM polling_sections WHERE id = $1`, params: [sectionId] },
    {
      text: `WITH added AS (
          SELECT a.id, a.role, v.name, v.email, s.comune, s.number, s.address
          FROM polling_assignments a JOIN volunteers v ON v.id = a.volunteer_id
            JOIN polling_sections s ON s.id = a.section_id
          WHERE a.section_id = $1 AND a.assigned_at = now())
        ${queueMailSql('polling-assignment', {
          from: 'added',
          recipient: 'added.email',
          data: {
            assignmentId: 'added.id',
            name: 'added.name',
            role: 'added.role',
            section: `json_build_object('comune', added.comune, 'number', added.number, 'address', added.address)`,
          },
        })}`,
      params: [sectionId],
    },
  ]);
  if (section.length === 0) return undefined;
  return [...(removed as { id: number }[]), ...(mail as { id: number }[])].map((row) => row.id);
}

/**
 * The click on an assignment mail's decline link: the assignment goes, the section is uncovered (its version
 * moves) and the campaign's inbox, when there is one, is told. Undefined when the assignment is gone already.
 */
export async function declineAssignment(
  db: Db,
  assignmentId: number,
  inbox: string | undefined,
): Promise<number[] | undefined> {
  const [row] = await db.query<{ declined: boolean; mailIds: number[] }>(
    `WITH gone AS (
       DELETE FROM polling_assignments a USING volunteers v, polling_sections s
       WHERE a.id = $1 AND v.id = a.volunteer_id AND s.id = a.section_id
       RETURNING a.role, v.name, s.id AS section_id, s.comune, s.number, s.address),
     uncovered AS (UPDATE polling_sections SET assigned_at = clock_timestamp() WHERE id IN (SELECT section_id FROM gone)),
     told AS (${queueMailSql('polling-declined', {
       from: 'gone WHERE $2::text IS NOT NULL',
       recipient: '$2',
       data: {
         name: 'gone.name',
         role: 'gone.role',
         section: `json_build_object('comune', gone.comune, 'number', gone.number, 'address', gone.address)`,
       },
     })})
     SELECT EXISTS (SELECT 1 FROM gone) AS declined, ARRAY(SELECT id FROM told) AS "mailIds"`,
    [assignmentId, inbox ?? null],
  );
  return row.declined ? row.mailIds : undefined;
}

/** Per comune with sections: how many, and how many have an effettivo and a supplente. */
export function pollingCoverage(db: Db): Promise<Omit<ComuneCoverage, 'province'>[]> {
  return db.query(
    `SELECT s.comune, s.comune_code AS "comuneCode", count(*)::int AS sections,
       count(*) FILTER (WHERE EXISTS (
         SELECT 1 FROM polling_assignments a WHERE a.section_id = s.id AND a.role = 'effettivo'))::int AS effettivi,
       count(*) FILTER (WHERE EXISTS (
         SELECT 1 FROM polling_assignments a WHERE a.section_id = s.id AND a.role = 'supplente'))::int AS supplenti
     FROM polling_sections s GROUP BY s.comune_code, s.comune ORDER BY s.comune`,
  );
}

/** One line of a comune's designations: a person assigned, with what the designation names. */
export interface DesignationRow {
  number: number;
  address: string;
  role: PollingRole;
  name: string;
  birthDate: string;
  birthPlace: string;
  electoralComune: string;
}

/** A comune's designations, by section and role (effettivo first). */
export function designationRows(db: Db, comuneCode: string): Promise<DesignationRow[]> {
  return db.query<DesignationRow>(
    `SELECT s.number, s.address, a.role, v.name, to_char(r.birth_date, 'YYYY-MM-DD') AS "birthDate",
       r.birth_place AS "birthPlace", r.electoral_comune AS "electoralComune"
     FROM polling_sections s JOIN polling_assignments a ON a.section_id = s.id
       JOIN volunteers v ON v.id = a.volunteer_id JOIN list_representatives r ON r.volunteer_id = v.id
     WHERE s.comune_code = $1 ORDER BY s.number, a.role`,
    [comuneCode],
  );
}

/**
 * The retention of the rappresentanti's data (POLLING_POLICY.keepAfterVoteDays after the vote): their assignments,
 * birth dates and places go; the volunteers stay until the general retention day. Counts of what went.
 */
export async function deleteListRepresentativeData(db: Db): Promise<number> {
  const [, rows] = await db.transaction([
    { text: `DELETE FROM polling_assignments` },
    { text: `DELETE FROM list_representatives RETURNING 1` },
  ]);
  return rows.length;
}
