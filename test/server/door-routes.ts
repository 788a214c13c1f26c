/** Test support: the door's routes, for the role matrix (admin-routes.ts lists them with the others). */
import { API } from '../../core/api-paths';
import adminAttendance from '../../functions/admin-attendance/admin-attendance';
import adminCheckIns from '../../functions/admin-check-ins/admin-check-ins';
import type { AdminRoute } from './admin-routes';
import { addStop } from './rsvp-test-kit';

const WALK_IN = { name: 'Pietro Neri', people: 2 };

export const DOOR_ROUTES: AdminRoute[] = [
  {
    method: 'POST',
    path: API.checkIns,
    handler: adminCheckIns,
    access: 'inbox',
    request: async () => ({ body: { tourEventId: (await addStop()).id, ...WALK_IN } }),
  },
  {
    method: 'GET',
    path: API.checkIns,
    handler: adminCheckIns,
    access: 'inbox',
    request: async () => ({ url: `http://localhost:8888${API.checkIns}?tourEventId=${(await addStop()).id}` }),
  },
  {
    method: 'GET',
    path: API.attendance,
    handler: adminAttendance,
    access: 'inbox',
    request: async () => {
      await addStop();
      return {};
    },
  },
];
