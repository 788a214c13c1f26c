/** The fuzz's targets of the door (test/server/fuzz-targets.ts spreads them into its table). */
import { API } from '../../core/api-paths';
import adminAttendance from '../../functions/admin-attendance/admin-attendance';
import adminCheckIns from '../../functions/admin-check-ins/admin-check-ins';

/** The check-ins (a code, a walk-in, the people of a stop) and the attendance. */
export const DOOR_TARGETS = [
  {
    name: 'checkIns',
    handler: adminCheckIns,
    path: API.checkIns,
    item: false,
    body: 'checkIn',
    methods: ['GET', 'POST'],
  },
  {
    name: 'attendance',
    handler: adminAttendance,
    path: API.attendance,
    item: false,
    body: 'none',
    methods: ['GET'],
  },
];
