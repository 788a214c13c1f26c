import type { Db } from '../client';
import {
  IN_APP_SOURCE,
  PAGE_EVENTS,
  SIGNUP_KINDS,
  p75,
  type ConversionKind,
  type MetricsReport,
  type MetricsSource,
  type Vital,
} from '../../core/measurement';

type Report = Omit<MetricsReport, 'from' | 'to' | 'days'>;

/** A stop's page, `/tappe/{id}`, matched to its stop. */
const STOP_OF_PAGE = `(CASE WHEN d.page ~ '^/tappe/[0-9]{1,9}$' THEN substr(d.page, 8)::integer END)`;
const TEMPLATE = `(CASE WHEN d.page ~ '^/tappe/[0-9]+$' THEN '/tappe/:id' ELSE d.page END)`;

const count = (value: string | number | null): number => Number(value ?? 0);

/** The aggregates of days `from` to `to` (Italian days, both included), as the panel's charts read them. */
export async function metricsReport(db: Db, from: string, to: string): Promise<Report> {
  const range = [from, to];
  const [visits, pages, stops, signups, conversions, vitals, slowTargets, events, campaigns] = await Promise.all([
    db.query<{ day: string; source: MetricsSource; views: string }>(
      `SELECT d.day::text AS day, d.source, sum(d.views) AS views FROM metrics_daily d
       WHERE d.day BETWEEN $1 AND $2 GROUP BY d.day, d.source ORDER BY d.day, d.source`,
      range,
    ),
    db.query<{ page: string; title: string | null; views: string }>(
      `SELECT d.page, max(t.title) AS title, sum(d.views) AS views FROM metrics_daily d
       LEFT JOIN tour_events t ON t.id = ${STOP_OF_PAGE}
       WHERE d.day BETWEEN $1 AND $2 GROUP BY d.page ORDER BY views DESC, d.page LIMIT 20`,
      range,
    ),
    db.query<{ stop_id: number; title: string; views: string; confirmed: string }>(
      `WITH viewed AS (
         SELECT ${STOP_OF_PAGE} AS stop_id, sum(d.views) AS views FROM metrics_daily d
         WHERE d.day BETWEEN $1 AND $2 AND d.page ~ '^/tappe/[0-9]{1,9}$' GROUP BY 1
       ), booked AS (
         SELECT c.stop_id, sum(c.count) AS confirmed FROM metrics_conversions c
         WHERE c.day BETWEEN $1 AND $2 AND c.kind = 'booking-confirmed' AND c.stop_id > 0
         GROUP BY 1
       )
       SELECT t.id AS stop_id, t.title, coalesce(v.views, 0) AS views, coalesce(b.confirmed, 0) AS confirmed
       FROM tour_events t LEFT JOIN viewed v ON v.stop_id = t.id LEFT JOIN booked b ON b.stop_id = t.id
       WHERE v.stop_id IS NOT NULL OR b.stop_id IS NOT NULL
       ORDER BY views DESC, t.id`,
      range,
    ),
    db.query<{ day: string; kind: ConversionKind; count: string }>(
      `SELECT c.day::text AS day, c.kind, sum(c.count) AS count FROM metrics_conversions c
       WHERE c.day BETWEEN $1 AND $2 GROUP BY c.day, c.kind ORDER BY c.day, c.kind`,
      range,
    ),
    db.query<{ page: string; source: MetricsSource; kind: ConversionKind; count: string }>(
      `SELECT c.page, c.source, c.kind, sum(c.count) AS count FROM metrics_conversions c
       WHERE c.day BETWEEN $1 AND $2 GROUP BY c.page, c.source, c.kind ORDER BY count DESC, c.page, c.source, c.kind`,
      range,
    ),
    db.query<{ template: string; lcp: number[]; inp: number[]; cls: number[] }>(
      `SELECT ${TEMPLATE} AS template, metrics_sum(d.lcp) AS lcp, metrics_sum(d.inp) AS inp, metrics_sum(d.cls) AS cls
       FROM metrics_daily d WHERE d.day BETWEEN $1 AND $2 GROUP BY 1 ORDER BY 1`,
      range,
    ),
    db.query<{ template: string; target: string; count: string }>(
      `SELECT ${TEMPLATE} AS template, s.key AS target, sum(s.value::integer) AS count
       FROM metrics_daily d, jsonb_each_text(d.slow_targets) s
       WHERE d.day BETWEEN $1 AND $2 GROUP BY 1, 2 ORDER BY count DESC, 1, 2 LIMIT 20`,
      range,
    ),
    db.query<{ events: number[] | null }>(
      `SELECT metrics_sum(d.events) AS events FROM metrics_daily d WHERE d.day BETWEEN $1 AND $2`,
      range,
    ),
    db.query<{ campaign: string; source: MetricsSource; views: string; confirmed: string; signups: string }>(
      `WITH viewed AS (
         SELECT d.campaign, d.source, sum(d.views) AS views FROM metrics_daily d
         WHERE d.day BETWEEN $1 AND $2 AND d.source <> $4 GROUP BY 1, 2
       ), converted AS (
         SELECT c.campaign, c.source, sum(c.count) FILTER (WHERE c.kind = 'booking-confirmed') AS confirmed,
           sum(c.count) FILTER (WHERE c.kind = ANY($3::text[])) AS signups
         FROM metrics_conversions c WHERE c.day BETWEEN $1 AND $2 GROUP BY 1, 2
       )
       SELECT campaign, source, coalesce(v.views, 0) AS views, coalesce(c.confirmed, 0) AS confirmed,
         coalesce(c.signups, 0) AS signups
       FROM viewed v FULL JOIN converted c USING (campaign, source)
       WHERE coalesce(v.views, 0) + coalesce(c.confirmed, 0) + coalesce(c.signups, 0) > 0
       ORDER BY views DESC, confirmed DESC, signups DESC, campaign, source`,
      [...range, SIGNUP_KINDS, IN_APP_SOURCE],
    ),
  ]);
  const totals = events[0]?.events ?? [];
  return {
    visits: visits.map((row) => ({ ...row, views: count(row.views) })),
    pages: pages.map((row) => ({ ...row, views: count(row.views) })),
    stops: stops.map((row) => ({
      stopId: row.stop_id,
      title: row.title,
      views: count(row.views),
      confirmed: count(row.confirmed),
    })),
    signups: signups.map((row) => ({ ...row, count: count(row.count) })),
    campaigns: campaigns.map((row) => ({
      campaign: row.campaign,
      source: row.source,
      views: count(row.views),
      confirmed: count(row.confirmed),
      signups: count(row.signups),
    })),
    conversions: conversions.map((row) => ({ ...row, count: count(row.count) })),
    vitals: vitals.flatMap((row) =>
      (['lcp', 'inp', 'cls'] as const).map((vital: Vital) => {
        const counts = row[vital].map(Number);
        const percentile = p75(vital, counts);
        return {
          template: row.template,
          vital,
          samples: counts.reduce((sum, each) => sum + each, 0),
          p75: percentile?.value ?? null,
          above: percentile?.above ?? false,
        };
      }),
    ),
    slowTargets: slowTargets.map((row) => ({ ...row, count: count(row.count) })),
    events: PAGE_EVENTS.map((event, index) => ({ event, count: count(totals[index] ?? 0) })),
  };
}
