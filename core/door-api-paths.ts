import type { AttendanceRow, CheckInReply, DoorPerson } from './schema/check-in.schema';
import { endpoint, json } from './api-contract';

/**
 * The door's entries of the API table (core/api-paths.ts spreads them into `API`), for titolare and segreteria
 * (docs/decisions/0041).
 */
export const DOOR_API = {
  /**
   * POST: a booking's check-in by its code (201, then 409 "già registrato" with `previous`), or a walk-in at a stop
   * or a shift; GET `?tourEventId=` or `?shiftId=`: its confirmed people with their codes, for the search by name.
   */
  checkIns: endpoint('/api/admin/check-ins', {
    GET: { reply: json<DoorPerson[]>() },
    POST: { body: async () => (await import('./schema/check-in.schema')).checkInSchema, reply: json<CheckInReply>() },
  }),
  /** One row per stop and per shift: confirmed, checked in, walk-ins, no-shows; `csvExport(path)`. */
  attendance: endpoint('/api/admin/attendance', { GET: { reply: json<AttendanceRow[]>() } }),
} as const;
