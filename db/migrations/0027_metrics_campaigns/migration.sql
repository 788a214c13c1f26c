-- Which post brought people (issue 40, docs/decisions/0048): the campaign (`utm_campaign`, normalised by
-- core/visit-source.ts, '' for none) becomes a dimension of the daily aggregates and of the conversions, and is kept
-- on a booking request for its confirmation to be counted under it, as 0026 keeps its source. A day holds at most
-- METRICS_POLICY.campaignsPerDay campaigns per table, decided by the upsert that writes the row: past them a new one
-- is counted as 'altre'. The primary keys lead with (day, campaign), which is how that upsert looks a day's
-- campaigns up.
ALTER TABLE metrics_daily ADD COLUMN campaign text NOT NULL DEFAULT '';
ALTER TABLE metrics_daily DROP CONSTRAINT metrics_daily_pkey;
ALTER TABLE metrics_daily ADD PRIMARY KEY (day, campaign, page, source, device);

-- A booking's conversions name the stop booked (0 for every other kind): "conversion per stop" reads them, not the
-- bookings, which the retention job deletes. The conversions counted before this migration name the stop of their
-- page when it was a stop's.
ALTER TABLE metrics_conversions ADD COLUMN campaign text NOT NULL DEFAULT '';
ALTER TABLE metrics_conversions ADD COLUMN stop_id integer NOT NULL DEFAULT 0;
UPDATE metrics_conversions SET stop_id = substr(page, 8)::integer
  WHERE kind IN ('booking-requested', 'booking-confirmed') AND page ~ '^/tappe/[1-9][0-9]{0,8}$';
ALTER TABLE metrics_conversions DROP CONSTRAINT metrics_conversions_pkey;
ALTER TABLE metrics_conversions ADD PRIMARY KEY (day, campaign, page, source, kind, stop_id);

-- A request's page as the conversions name it (core/visit-source.ts's measuredPage, read when it was sent), and its
-- campaign: its confirmation is counted under both. Requests sent before keep the page 0026 counted them under.
ALTER TABLE rsvp_requests ADD COLUMN campaign text NOT NULL DEFAULT '';
ALTER TABLE rsvp_requests ADD COLUMN metrics_page text NOT NULL DEFAULT 'sconosciuta';
UPDATE rsvp_requests SET metrics_page = source_page WHERE source_page ~ '^/tappe/[1-9][0-9]{0,8}$' OR source_page = '/';
