import type { Config } from '@netlify/functions';
import { POLLING_POLICY } from '../../core/policy';
import { POLLING_MESSAGES } from '../../core/schema/polling-section.schema';
import { getDb } from '../../db/client';
import {
  importPollingSections,
  listPollingSections,
  listRepresentatives,
} from '../../db/queries/polling-sections.queries';
import { requireRole } from '../_lib/auth';
import { HttpError, endpoint, json, readLimitedBytes } from '../_lib/http';
import { comuneParam, readSectionLines } from '../_lib/polling-import';

/**
 * The polling sections (titolare, segreteria: the list names who watches each). GET `?comune=`: the comune's
 * sections and the confirmed volunteers who offered; POST: a CSV (`text/csv`, headers `comune,numero,indirizzo`)
 * imported in one statement, a known section updated and never copied, each refused line named with its reason.
 */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const comuneCode = comuneParam(req);
    const [sections, representatives] = await Promise.all([
      listPollingSections(db, comuneCode),
      listRepresentatives(db, comuneCode),
    ]);
    return json({ sections, representatives });
  },
  POST: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'text/csv') throw new HttpError(415, POLLING_MESSAGES.notCsv);
    const bytes = await readLimitedBytes(req, POLLING_POLICY.importMaxBytes, POLLING_MESSAGES.tooLarge);
    const read = readSectionLines(new TextDecoder().decode(bytes));
    if (!read) throw new HttpError(400, POLLING_MESSAGES.headers);
    const { created, updated } = await importPollingSections(db, read.lines);
    return json({ imported: created + updated, created, updated, rejected: read.rejected });
  },
});

export const config: Config = { path: '/api/admin/polling-sections' };
