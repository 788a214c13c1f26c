import type { Config } from '@netlify/functions';
import { dayInItaly } from '../../core/rome-time';
import { shiftSchema } from '../../core/schema/shift.schema';
import { getDb } from '../../db/client';
import { SHIFT_SUBJECT } from '../../db/queries/booking-subjects';
import { deleteShift, findShift, updateShift } from '../../db/queries/shifts.queries';
import { requireRole } from '../_lib/auth';
import { placesMoved } from '../_lib/booking-notices';
import { publishAdminChange } from '../_lib/build-hook';
import { CACHE_TAGS } from '../_lib/cache';
import { HttpError, MESSAGES, endpoint, idParam, json, readBody } from '../_lib/http';
import { versionedDelete } from '../_lib/versioned-delete';
import { sendSoon } from '../_lib/mail/outbox-delivery';
import { etagOf, versionedWrite } from '../_lib/versions';

/**
 * An admin's change to a shift, or its deletion (titolare, redazione); with `If-Match`, only from the version it
 * names (412 otherwise). A change of day, hours or place mails each sign-up a notice in the same statement; more
 * places go to the waiting list, whose promoted sign-ups are mailed at once. A deletion mails each sign-up,
 * confirmed or in line, that the shift is cancelled.
 */
export default endpoint({
  PUT: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'content');
    const id = idParam(context);
    const shift = await readBody(req, shiftSchema);
    const updated = await versionedWrite(
      req,
      db,
      { table: 'shifts', id },
      (checked) => updateShift(checked, id, shift, dayInItaly(new Date())),
      () => findShift(db, id),
    );
    if (!updated) throw new HttpError(404, MESSAGES.notFound);
    await placesMoved(context, db, { stopId: id, mailIds: updated.mailIds, limited: false }, SHIFT_SUBJECT);
    await publishAdminChange(db, CACHE_TAGS.shifts);
    const saved = await findShift(db, id);
    if (!saved) throw new HttpError(404, MESSAGES.notFound);
    return json(saved, 200, { ETag: etagOf(saved.version) });
  },
  // Its sign-ups, confirmed or in line, are told in the same statement; the notices leave at once.
  DELETE: versionedDelete({
    table: 'shifts',
    tag: CACHE_TAGS.shifts,
    remove: (db, id) => deleteShift(db, id, dayInItaly(new Date())),
    find: findShift,
    after: (db, deleted, context) => sendSoon(context, db, deleted.mailIds),
  }),
});

export const config: Config = { path: '/api/admin/shifts/:id' };
