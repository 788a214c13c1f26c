import type { Db } from '../client';
import {
  CAMPAIGN_OVERFLOW,
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
  /** `utm_campaign` as core/visit-source.ts keeps it, '' for none. */
  campaign: string;
  device: Device;
  events: readonly PageEvent[];
  vitals: Partial<Record<Vital, number>>;
  /** The slowest interaction's target, kept only when it took longer than METRICS_POLICY.inpBudgetMs. */
  slowTarget: string | null;
}

/**
 * The campaign a row of `table` for `day` is counted under: its own when it is none (''), when the day holds it
 * already or while the day holds fewer than `cap` campaigns (METRICS_POLICY.campaignsPerDay); else
 * CAMPAIGN_OVERFLOW. An expression of the statement that writes the row, read through the key's (day, campaign):
 * two new campaigns written at the same instant can pass the cap together, never more than the writers at once.
 */
const cappedCampaignSql = (table: string, day: string, campaign: string, cap: string) =>
  `(CASE WHEN ${campaign}::text = ''
      OR EXISTS (SELECT 1 FROM ${table} k WHERE k.day = ${day}::date AND k.campaign = ${campaign}::text)
      OR (SELECT count(*) FROM (SELECT DISTINCT k.campaign FROM ${table} k
          WHERE k.day = ${day}::date AND k.campaign NOT IN ('', '${CAMPAIGN_OVERFLOW}') LIMIT ${cap}) held) < ${cap}
    THEN ${campaign}::text ELSE '${CAMPAIGN_OVERFLOW}' END)`;

const histogram = (vital: Vital, value: number | undefined): number[] => {
  const counts = new Array<number>(VITALS[vital].edges.length + 1).fill(0);
  if (value !== undefined) counts[bucketOf(vital, value)] = 1;
  return counts;
};

/**
 * Counts a view in one statement writing one row: its day's row for the page, source, campaign and device, created
 * or added to (views, each event, each vital's bucket, the slow target). A stop's page counts only while the stop
 * exists; a campaign past the day's cap counts as CAMPAIGN_OVERFLOW.
 */
export async function countView(db: Db, view: CountedView): Promise<void> {
  const events = PAGE_EVENTS.map((event) => view.events.filter((each) => each === event).length);
  await db.query(
    `INSERT INTO metrics_daily AS m (day, page, source, device, views, events, lcp, inp, cls, slow_targets, campaign)
     SELECT $1::date, $2, $3, $4, 1, $5::integer[], $6::integer[], $7::integer[], $8::integer[],
            CASE WHEN $9::text IS NULL THEN '{}'::jsonb ELSE jsonb_build_object($9::text, 1) END,
            ${cappedCampaignSql('metrics_daily', '$1', '$12', '$13')}
     WHERE $10::integer IS NULL OR EXISTS (SELECT 1 FROM tour_events WHERE id = $10::integer)
     ON CONFLICT (day, campaign, page, source, device) DO UPDATE SET
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
      view.campaign,
      METRICS_POLICY.campaignsPerDay,
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

/** One conversion as the functions count it: its kind, by the page its form was sent from, its source and campaign. */
export interface CountedConversion {
  day: string;
  page: string;
  source: MetricsSource;
  campaign: string;
  kind: ConversionKind;
}

/** Each column of a conversion as an SQL expression of the statement that counts it; `stopId` 0 for no stop. */
interface ConversionSql {
  day: string;
  page: string;
  source: string;
  campaign: string;
  kind: string;
  stopId: string;
  /** METRICS_POLICY.campaignsPerDay, as a parameter. */
  cap: string;
  /** The rest of the SELECT (`FROM … WHERE …`): one conversion per row it yields. */
  from?: string;
}

/**
 * The statement that adds one conversion: a CTE of the statement that stores what converted (its `from`), or on
 * its own. A campaign past the day's cap counts as CAMPAIGN_OVERFLOW.
 */
export const COUNT_CONVERSION_SQL = (c: ConversionSql) =>
  `INSERT INTO metrics_conversions AS c (day, page, source, campaign, kind, stop_id, count)
   SELECT ${c.day}::date, ${c.page}, ${c.source}, ${cappedCampaignSql('metrics_conversions', c.day, c.campaign, c.cap)},
     ${c.kind}, ${c.stopId}, 1 ${c.from ?? ''}
   ON CONFLICT (day, campaign, page, source, kind, stop_id) DO UPDATE SET count = c.count + 1`;

/** Adds one conversion (of no stop) to its day's row. */
export async function countConversion(db: Db, conversion: CountedConversion): Promise<void> {
  await db.query(
    COUNT_CONVERSION_SQL({
      day: '$1',
      page: '$2',
      source: '$3',
      campaign: '$4',
      kind: '$5',
      stopId: '0',
      cap: '$6',
    }),
    [
      conversion.day,
      conversion.page,
      conversion.source,
      conversion.campaign,
      conversion.kind,
      METRICS_POLICY.campaignsPerDay,
    ],
  );
}
