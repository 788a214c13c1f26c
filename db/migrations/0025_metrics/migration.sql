-- See what works (issue 40, docs/decisions/0046): visits and speed as daily aggregates, never a row per visitor, no
-- address, no user agent, no visitor id. One row per day (Italian), landing page, source and device, written by one
-- upsert per beacon: its views, its page events and the histograms of its pages' LCP, INP and CLS
-- (core/measurement.ts names the events and the buckets, in the arrays' order), and the slowest interactions' targets
-- (selector → count, at most METRICS_POLICY.slowTargetsPerRow).
CREATE TABLE metrics_daily (
  day          date    NOT NULL,
  page         text    NOT NULL,
  source       text    NOT NULL,
  device       text    NOT NULL,
  views        integer NOT NULL DEFAULT 0,
  events       integer[] NOT NULL,
  lcp          integer[] NOT NULL,
  inp          integer[] NOT NULL,
  cls          integer[] NOT NULL,
  slow_targets jsonb   NOT NULL DEFAULT '{}',
  PRIMARY KEY (day, page, source, device)
);

-- The conversions, counted by the functions that store them (a booking requested or confirmed, a sign-up, a
-- volunteer, a message, an image made), by the page and the source their form was sent from.
CREATE TABLE metrics_conversions (
  day    date    NOT NULL,
  page   text    NOT NULL,
  source text    NOT NULL,
  kind   text    NOT NULL,
  count  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, page, source, kind)
);

-- Two counters' arrays added element by element (a NULL side counts as zeros): the upsert's and the charts' sums.
CREATE FUNCTION metrics_add(a integer[], b integer[]) RETURNS integer[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(coalesce(x, 0) + coalesce(y, 0) ORDER BY i) FROM unnest(a, b) WITH ORDINALITY AS t(x, y, i)
$$;

CREATE AGGREGATE metrics_sum(integer[]) (SFUNC = metrics_add, STYPE = integer[]);
