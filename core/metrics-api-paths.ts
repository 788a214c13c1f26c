import { METRICS_PATH, type MetricsReport } from './measurement';
import { empty, endpoint, json } from './api-contract';

/** The measurement's entries of the API table (core/api-paths.ts spreads them into `API`), docs/decisions/0046. */
export const METRICS_API = {
  /** A page's one beacon (core/measurement.ts `Beacon`, sent by navigator.sendBeacon): 204 at once, never a body back. */
  metrics: endpoint(METRICS_PATH, { POST: { reply: empty } }),
  /**
   * "Andamento": `?days=N` (1 to METRICS_POLICY.maxDays, 30 unless given); `?format=csv&table=…` one chart's table
   * as CSV (visits, pages, stops, signups, conversions, vitals).
   */
  adminMetrics: endpoint('/api/admin/metrics', { GET: { reply: json<MetricsReport>() } }),
} as const;
