import { bytes, endpoint, file, json } from './api-contract';
import type {
  ComuneCoverage,
  PollingDeclineReply,
  PollingSection,
  PollingSectionImport,
  PollingSectionList,
} from './schema/polling-section.schema';

/**
 * The rappresentanti di lista's entries of the API table (core/api-paths.ts spreads them into `API`; issue 41):
 * the sections, their assignments, the coverage, the designations, and the decline link of an assignment's mail.
 * The admin paths are the inbox's roles (titolare, segreteria): they show special-category data.
 */
export const POLLING_API = {
  /** GET `?comune=` (an ISTAT code): its sections and who can be assigned; POST: a CSV (text/csv) of sections. */
  adminPollingSections: endpoint('/api/admin/polling-sections', {
    GET: { reply: json<PollingSectionList>() },
    POST: { body: bytes, reply: json<PollingSectionImport>() },
  }),
  /** `{ effettivo, supplente }`, each a volunteer's id or null, with `If-Match`; the people assigned are mailed. */
  adminPollingSection: endpoint('/api/admin/polling-sections/:id', {
    PUT: {
      body: async () => (await import('./schema/polling-section.schema')).pollingAssignmentSchema,
      reply: json<PollingSection>(),
    },
  }),
  /** Per comune: its sections, effettivi and supplenti. */
  adminPollingCoverage: endpoint('/api/admin/polling-sections/coverage', { GET: { reply: json<ComuneCoverage[]>() } }),
  /** `?comune=&format=csv|pdf`: the comune's designations document; every download is in the activity log. */
  adminDesignations: endpoint('/api/admin/polling-sections/designations', {
    GET: { reply: file('application/pdf') },
  }),
  // The decline link of an assignment's mail (`?t=`): only the page's POST declines, never the link's GET.
  pollingDecline: endpoint('/api/polling-assignments/decline', { POST: { reply: json<PollingDeclineReply>() } }),
} as const;
