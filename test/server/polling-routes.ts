/**
 * Test support: the rappresentanti di lista's admin routes (issue 41), for the role matrix (admin-routes.ts lists them
 * with the others): the inbox's roles, since they show special-category data.
 */
import { API } from '../../core/api-paths';
import { getDb } from '../../db/client';
import adminDesignations from '../../functions/admin-designations/admin-designations';
import adminPollingCoverage from '../../functions/admin-polling-coverage/admin-polling-coverage';
import adminPollingSection from '../../functions/admin-polling-section/admin-polling-section';
import adminPollingSections from '../../functions/admin-polling-sections/admin-polling-sections';
import type { AdminRoute } from './admin-routes';

const PADOVA = '028060';

const section = async () => {
  const [row] = await getDb().query<{ id: number }>(
    `INSERT INTO polling_sections (comune_code, comune, number, address) VALUES ($1, 'Padova', 1, 'Scuola Galilei')
     RETURNING id`,
    [PADOVA],
  );
  return row.id;
};

export const POLLING_ROUTES: AdminRoute[] = [
  {
    method: 'GET',
    path: API.adminPollingSections,
    handler: adminPollingSections,
    access: 'inbox',
    request: async () => ({ url: `http://localhost:8888${API.adminPollingSections}?comune=${PADOVA}` }),
  },
  {
    method: 'POST',
    path: API.adminPollingSections,
    handler: adminPollingSections,
    access: 'inbox',
    request: async () => ({
      rawBody: 'comune,numero,indirizzo\nPadova,1,Scuola Galilei\n',
      headers: { 'content-type': 'text/csv' },
    }),
  },
  {
    method: 'PUT',
    path: API.adminPollingSection,
    handler: adminPollingSection,
    access: 'inbox',
    request: async () => ({ params: { id: String(await section()) }, body: { effettivo: null, supplente: null } }),
  },
  {
    method: 'GET',
    path: API.adminPollingCoverage,
    handler: adminPollingCoverage,
    access: 'inbox',
    request: async () => ({}),
  },
  {
    method: 'GET',
    path: API.adminDesignations,
    handler: adminDesignations,
    access: 'inbox',
    request: async () => ({ url: `http://localhost:8888${API.adminDesignations}?comune=${PADOVA}&format=csv` }),
  },
];
