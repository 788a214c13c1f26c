import { API } from '../../core/api-paths';
import type { MetricsReport } from '../../core/measurement';
import { addDays } from '../../core/rome-time';
import { signedIn } from './admin-api-store';
import { handle } from './api-server';

/** "Andamento"'s report for the panel's component tests: empty unless a test sets `metricsApi.report`. */
export const metricsApi: { report: (days: number) => MetricsReport; asked: number[] } = {
  report: (days) => emptyReport(days),
  asked: [],
};

const TODAY = '2025-11-15';

export function emptyReport(days: number): MetricsReport {
  return {
    from: addDays(TODAY, 1 - days),
    to: TODAY,
    days,
    visits: [],
    pages: [],
    stops: [],
    signups: [],
    conversions: [],
    campaigns: [],
    vitals: [],
    slowTargets: [],
    events: [],
  };
}

export function resetMetricsApi(): void {
  metricsApi.report = emptyReport;
  metricsApi.asked = [];
}

/** GET /api/admin/metrics as the function answers it: `?days=` (30 unless given), 401 without a session. */
export const metricsHandlers = [
  handle(
    'GET',
    API.adminMetrics,
    signedIn((request) => {
      const days = Number(new URL(request.url).searchParams.get('days') ?? 30);
      metricsApi.asked.push(days);
      return metricsApi.report(days);
    }),
  ),
];
