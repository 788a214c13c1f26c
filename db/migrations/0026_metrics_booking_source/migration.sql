-- Where a booking request came from (core/visit-source.ts), for its confirmation to be counted by the page and the
-- source it was sent from (its page is source_page): decision 0046's conversions. A migration of its own because
-- 0025_metrics was merged, and applied, before it.
ALTER TABLE rsvp_requests ADD COLUMN source text NOT NULL DEFAULT 'diretto';
