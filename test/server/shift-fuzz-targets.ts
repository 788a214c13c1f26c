/** The fuzz's targets of the volunteer shifts (test/server/fuzz-targets.ts spreads them into its table). */
import { API } from '../../core/api-paths';
import adminShift from '../../functions/admin-shift/admin-shift';
import adminShiftSignups from '../../functions/admin-shift-signups/admin-shift-signups';
import adminShiftSignup from '../../functions/admin-shift-signup/admin-shift-signup';
import adminShiftMessages from '../../functions/admin-shift-messages/admin-shift-messages';
import adminShifts from '../../functions/admin-shifts/admin-shifts';
import shiftSignupCancel from '../../functions/shift-signup-cancel/shift-signup-cancel';
import shiftSignupConfirm from '../../functions/shift-signup-confirm/shift-signup-confirm';
import shiftSignups from '../../functions/shift-signups/shift-signups';
import shifts from '../../functions/shifts/shifts';
import adminMetrics from '../../functions/admin-metrics/admin-metrics';
import metrics from '../../functions/metrics/metrics';

/** The panel's writes, the public list, the sign-up and its links; the measurement's beacon and report. */
export const SHIFT_TARGETS = [
  {
    name: 'adminShifts',
    handler: adminShifts,
    path: API.adminShifts,
    item: false,
    body: 'shift',
    methods: ['GET', 'POST'],
  },
  {
    name: 'adminShift',
    handler: adminShift,
    path: API.adminShift,
    item: true,
    body: 'shift',
    methods: ['PUT', 'DELETE'],
  },
  {
    name: 'adminShiftSignups',
    handler: adminShiftSignups,
    path: API.adminShiftSignups,
    item: true,
    body: 'none',
    methods: ['GET'],
  },
  {
    name: 'adminShiftSignup',
    handler: adminShiftSignup,
    path: API.adminShiftSignup,
    item: true,
    body: 'none',
    methods: ['DELETE'],
  },
  {
    name: 'adminShiftMessages',
    handler: adminShiftMessages,
    path: API.adminShiftMessages,
    item: true,
    body: 'mailMessage',
    methods: ['POST'],
  },
  { name: 'shifts', handler: shifts, path: API.shifts, item: false, body: 'none', methods: ['GET'] },
  {
    name: 'shiftSignups',
    handler: shiftSignups,
    path: API.shiftSignups,
    item: true,
    body: 'shiftSignup',
    methods: ['POST'],
  },
  {
    name: 'shiftSignupConfirm',
    handler: shiftSignupConfirm,
    path: API.shiftSignupConfirm,
    item: false,
    body: 'none',
    methods: ['GET', 'POST'],
  },
  {
    name: 'shiftSignupCancel',
    handler: shiftSignupCancel,
    path: API.shiftSignupCancel,
    item: false,
    body: 'none',
    methods: ['GET', 'POST'],
  },
  { name: 'metrics', handler: metrics, path: API.metrics, item: false, body: 'metrics', methods: ['POST'] },
  {
    name: 'adminMetrics',
    handler: adminMetrics,
    path: API.adminMetrics,
    item: false,
    body: 'none',
    methods: ['GET'],
  },
];
