import type { Db } from '../client';
import {
  PAGE_EVENTS,
  VITALS,
  bucketOf,
  type ConversionKind,
  type Device,
  type MetricsSource,
  type PageEvent,
  type Vital,
} from '../../core/measurement';
import { METRICS_POLICY } from '../../core/policy';

/** One page view as the aggregates count it: what the function read of a beacon, nothing that names a visitor. */
export interface CountedView {
  /** The Italian day. */
  day: string;
  /** The landing page: a route's path, a stop's page as `/tappe/{id}` with its id in `stopId`. */
  page: string;
  stopId: number | null;
  source: MetricsSource;
  device: Device;
  events: readonly PageEvent[];
  vitals: Partial<Record<Vital, number>>;
  /** The slowest interaction's target, kept only when it took longer than METRICS_POLICY.inpBudgetMs. */
  slowTarget: string | null;
}

const histogram = (vital: Vital, value: number | undefined): number[] => {
  const counts = new Array<number>(VITALS[vital].edges.length + 1).fill(0);
  if (value !== undefined) counts[bucketOf(vital, value)] = 1;
  return counts;
};

/**
 * Counts a view in one statement writing one row: its day's row for the page, source and device, created or added
 * to (views, each event, each vital's bucket, the slow target). A stop's page counts only while the stop exists.
 */
export async function countView(db: Db, view: CountedView): Promise<void> {
  const events = PAGE_EVENTS.map((event) => view.events.filter((each) => each === event).length);
  await db.query(
    `INSERT INTO metrics_daily AS m (day, page, source, device, views, events, lcp, inp, cls, slow_targets)
     SELECT $1::date, $2, $3, $4, 1, $5::integer[], $6::integer[], $7::integer[], $8::integer[],
            CASE WHEN $9::text IS NULL THEN '{}'::jsonb ELSE jsonb_build_object($9::text, 1) END
     WHERE $10::integer IS NULL OR EXISTS (SELECT 1 FROM tour_events WHERE id = $10::integer)
     ON CONFLICT (day, page, source, device) DO UPDATE SET
       views = m.views + 1,
       events = metrics_add(m.events, EXCLUDED.events),
       lcp = metrics_add(m.lcp, EXCLUDED.lcp),
       inp = metrics_add(m.inp, EXCLUDED.inp),
       cls = metrics_add(m.cls, EXCLUDED.cls),
       slow_targets = CASE
         WHEN $9::text IS NULL THEN m.slow_targets
         WHEN m.slow_targets ? $9::text OR (SELECT count(*) FROM jsonb_object_keys(m.slow_targets)) < $11
           THEN jsonb_set(m.slow_targets, ARRAY[$9::text], to_jsonb(coalesce((m.slow_targets ->> $9::text)::integer, 0) + 1))
         ELSE m.slow_targets END`,
    [
      view.day,
      view.page,
      view.source,
      view.device,
      events,
      histogram('lcp', view.vitals.lcp),
      histogram('inp', view.vitals.inp),
      histogram('cls', view.vitals.cls),
      view.slowTarget,
      view.stopId,
      METRICS_POLICY.slowTargetsPerRow,
    ],
  );
}

/** Deletes the aggregates whose day is more than `months` months before `today` (METRICS_POLICY.aggregateMonths). */
export async function deleteOldMetrics(db: Db, today: string, months: number): Promise<number> {
  const rows = await db.query(
    `WITH gone AS (
       DELETE FROM metrics_daily WHERE day < $1::date - make_interval(months => $2) RETURNING 1
     ), conversions AS (
       DELETE FROM metrics_conversions WHERE day < $1::date - make_interval(months => $2) RETURNING 1
     )
     SELECT (SELECT count(*) FROM gone) + (SELECT count(*) FROM conversions) AS deleted`,
    [today, months],
  );
  return Number((rows[0] as { deleted: string | number }).deleted);
}

/** One conversion as the functions count it: its kind, by the page its form was sent from and its source. */
export interface CountedConversion {
  day: string;
  page: string;
  source: MetricsSource;
  kind: ConversionKind;
}

/** The statement that adds one conversion: a CTE of the statement that stores what converted, or on its own. */
export const COUNT_CONVERSION_SQL = (day: string, page: string, source: string, kind: string, from = '') =>
  `INSERT INTO metrics_conversions AS c (day, page, source, kind, count)
   SELECT ${day}::date, ${page}, ${source}, ${kind}, 1 ${from}
   ON CONFLICT (day, page, source, kind) DO UPDATE SET count = c.count + 1`;

/** Adds one conversion to its day's row. */
export async function countConversion(db: Db, conversion: CountedConversion): Promise<void> {
  await db.query(COUNT_CONVERSION_SQL('$1', '$2', '$3', '$4'), [
    conversion.day,
    conversion.page,
    conversion.source,
    conversion.kind,
  ]);
}
