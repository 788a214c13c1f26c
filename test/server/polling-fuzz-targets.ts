/** The fuzz's targets of the rappresentanti di lista (test/server/fuzz-targets.ts spreads them into its table). */
import { API } from '../../core/api-paths';
import adminDesignations from '../../functions/admin-designations/admin-designations';
import adminPollingCoverage from '../../functions/admin-polling-coverage/admin-polling-coverage';
import adminPollingSection from '../../functions/admin-polling-section/admin-polling-section';
import adminPollingSections from '../../functions/admin-polling-sections/admin-polling-sections';
import pollingDecline from '../../functions/polling-decline/polling-decline';

/** The sections' list and import, an assignment, the coverage, the designations, and the decline link. */
export const POLLING_TARGETS = [
  {
    name: 'adminPollingSections',
    handler: adminPollingSections,
    path: API.adminPollingSections,
    item: false,
    body: 'none',
    methods: ['GET', 'POST'],
  },
  {
    name: 'adminPollingSection',
    handler: adminPollingSection,
    path: API.adminPollingSection,
    item: true,
    body: 'pollingAssignment',
    methods: ['PUT'],
  },
  {
    name: 'adminPollingCoverage',
    handler: adminPollingCoverage,
    path: API.adminPollingCoverage,
    item: false,
    body: 'none',
    methods: ['GET'],
  },
  {
    name: 'adminDesignations',
    handler: adminDesignations,
    path: API.adminDesignations,
    item: false,
    body: 'none',
    methods: ['GET'],
  },
  {
    name: 'pollingDecline',
    handler: pollingDecline,
    path: API.pollingDecline,
    item: false,
    body: 'none',
    methods: ['POST'],
  },
];
