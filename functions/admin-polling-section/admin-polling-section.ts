import type { Config } from '@netlify/functions';
import { POLLING_MESSAGES, pollingAssignmentSchema } from '../../core/schema/polling-section.schema';
import { getDb } from '../../db/client';
import { assignPollingSection, assignability, findPollingSection } from '../../db/queries/polling-sections.queries';
import { requireRole } from '../_lib/auth';
import { HttpError, MESSAGES, endpoint, idParam, json, readBody } from '../_lib/http';
import { sendSoon } from '../_lib/mail/outbox-delivery';
import { etagOf, versionedWrite } from '../_lib/versions';

const UNIQUE_VIOLATION = '23505';

/**
 * Who watches a section (titolare, segreteria), with `If-Match`: `{ effettivo, supplente }`, each a volunteer's id
 * or null. Only a confirmed volunteer who offered may be assigned, and one person holds one section (409 otherwise,
 * nothing changed); each person newly assigned is mailed the assignment, with the seggio's days and a decline link.
 */
export default endpoint({
  PUT: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const id = idParam(context);
    const input = await readBody(req, pollingAssignmentSchema);
    const wanted = [input.effettivo, input.supplente].filter((each): each is number => each !== null);
    const { eligible, elsewhere } = await assignability(db, id, wanted);
    const fields: Record<string, string> = {};
    for (const role of ['effettivo', 'supplente'] as const) {
      const person = input[role];
      if (person === null) continue;
      if (!eligible.includes(person)) fields[role] = POLLING_MESSAGES.notOffered;
      else if (elsewhere.includes(person)) fields[role] = POLLING_MESSAGES.taken;
    }
    if (Object.values(fields).includes(POLLING_MESSAGES.notOffered)) {
      throw new HttpError(400, MESSAGES.badInput, fields);
    }
    if (Object.keys(fields).length > 0) throw new HttpError(409, POLLING_MESSAGES.taken, fields);
    let mailIds: number[] | undefined;
    try {
      mailIds = await versionedWrite(
        req,
        db,
        { table: 'polling_sections', id },
        (checked) => assignPollingSection(checked, id, input),
        () => findPollingSection(db, id),
      );
    } catch (error) {
      // Assigned elsewhere by another admin between the check and the write.
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw new HttpError(409, POLLING_MESSAGES.taken);
      throw error;
    }
    if (!mailIds) throw new HttpError(404, MESSAGES.notFound);
    sendSoon(context, db, mailIds);
    const saved = await findPollingSection(db, id);
    if (!saved) throw new HttpError(404, MESSAGES.notFound);
    return json(saved, 200, { ETag: etagOf(saved.version) });
  },
});

export const config: Config = {
  path: '/api/admin/polling-sections/:id',
  // Two paths of their own, which the `:id` would otherwise also match.
  excludedPath: ['/api/admin/polling-sections/coverage', '/api/admin/polling-sections/designations'],
};
