-- "Ci sarò": bookings of the tour's stops (issue 19). See docs/decisions/0024-rsvps.md.

-- A stop's optional number of places; the people booked so far, kept by the trigger below so that the check of
-- a booking against the places and the booking itself are one statement; and the revision of its calendar entry
-- (RFC 5545 SEQUENCE), raised when its date, time, place or address changes.
ALTER TABLE tour_events
  ADD COLUMN capacity          integer CHECK (capacity BETWEEN 1 AND 100000),
  ADD COLUMN booked_people     integer NOT NULL DEFAULT 0 CHECK (booked_people >= 0),
  ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0 CHECK (calendar_sequence >= 0);

-- One booking per address and stop: booking again with the same address (in any case) updates it.
CREATE TABLE rsvps (
  id                 serial PRIMARY KEY,
  tour_event_id      integer NOT NULL REFERENCES tour_events (id) ON DELETE CASCADE,
  name               text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 200),
  email              text NOT NULL CHECK (char_length(email) <= 254),
  phone              text CHECK (char_length(phone) <= 40),
  people             smallint NOT NULL CHECK (people BETWEEN 1 AND 10),
  -- "Acconsento a essere contattato/a per questo evento": a booking exists only with it.
  privacy_accepted   smallint NOT NULL CHECK (privacy_accepted = 1),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  -- Set when the reminder of the day before is queued: one reminder per booking.
  reminder_queued_at timestamptz,
  search_text        text NOT NULL
    GENERATED ALWAYS AS (fold_search(name || ' ' || email || ' ' || coalesce(phone, ''))) STORED
);
CREATE UNIQUE INDEX rsvps_stop_email ON rsvps (tour_event_id, lower(email));
-- The admin's list of a stop's bookings, newest first, and the erasure by address.
CREATE INDEX rsvps_stop_newest ON rsvps (tour_event_id, created_at DESC, id DESC);
CREATE INDEX rsvps_email ON rsvps (lower(email));

-- Keeps tour_events.booked_people equal to the people of the stop's bookings, whoever writes them (a booking, a
-- cancellation, the erasure, the retention job), and refuses a booking that would pass the stop's places. Its
-- UPDATE waits for the stop's row and reads its latest count, so bookings made at the same moment are counted
-- one after the other: 20 parallel bookings for 10 places accept exactly 10. Fewer people, or a cancellation,
-- always pass, even when an admin has since lowered the places below the people booked.
CREATE FUNCTION rsvps_count_people() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  stop_id integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.tour_event_id ELSE NEW.tour_event_id END;
  added   integer := CASE WHEN TG_OP = 'DELETE' THEN 0 ELSE NEW.people END
                   - CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.people END;
BEGIN
  IF added = 0 THEN
    RETURN NULL;
  END IF;
  UPDATE tour_events SET booked_people = booked_people + added
  WHERE id = stop_id AND (added < 0 OR capacity IS NULL OR booked_people + added <= capacity);
  IF NOT FOUND AND added > 0 THEN
    RAISE EXCEPTION 'No places left at tour stop %', stop_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'rsvps_capacity';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER rsvps_count_people
  AFTER INSERT OR UPDATE OF people OR DELETE ON rsvps
  FOR EACH ROW EXECUTE FUNCTION rsvps_count_people();
