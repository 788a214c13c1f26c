-- Volunteer shifts (issue 39 item 2): a second subject of the booking engine of migration 0014, not a copy of it.
-- A request and a booking belong to a tour stop or to a shift, exactly one; the triggers lock whichever row holds
-- the places, keep its count of people booked, and give freed places to its waiting list in confirmation order.
-- See docs/decisions/0033-bookings-confirmed-by-click.md.

-- A shift: a banchetto, a round of flyers, a desk at an event, an evening of calls or of social posts; always with a
-- number of places. booked_people is the people of its confirmed sign-ups, kept by the triggers below;
-- calendar_sequence rises when its date, time or place changes, as a stop's does.
CREATE TABLE shifts (
  id                serial PRIMARY KEY,
  title             text NOT NULL CHECK (char_length(title) BETWEEN 2 AND 200),
  activity          text NOT NULL CHECK (activity IN ('banchetti', 'volantinaggio', 'eventi', 'telefonate', 'social')),
  place             text NOT NULL CHECK (char_length(place) BETWEEN 2 AND 200),
  comune            text NOT NULL CHECK (char_length(comune) BETWEEN 2 AND 100),
  shift_date        date NOT NULL,
  start_time        text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time          text NOT NULL CHECK (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND end_time > start_time),
  capacity          integer NOT NULL CHECK (capacity BETWEEN 1 AND 1000),
  booked_people     integer NOT NULL DEFAULT 0 CHECK (booked_people >= 0),
  calendar_sequence integer NOT NULL DEFAULT 0 CHECK (calendar_sequence >= 0),
  version           integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shifts_upcoming ON shifts (shift_date, start_time);
CREATE TRIGGER raise_version BEFORE UPDATE ON shifts FOR EACH ROW EXECUTE FUNCTION raise_version();

-- A request and a booking: of a stop or of a shift, never both, never neither.
ALTER TABLE rsvp_requests
  ALTER COLUMN tour_event_id DROP NOT NULL,
  ADD COLUMN shift_id integer REFERENCES shifts (id) ON DELETE CASCADE,
  ADD CONSTRAINT rsvp_requests_one_subject CHECK (num_nonnulls(tour_event_id, shift_id) = 1);
CREATE INDEX rsvp_requests_shift ON rsvp_requests (shift_id) WHERE used_at IS NULL AND shift_id IS NOT NULL;

ALTER TABLE rsvps
  ALTER COLUMN tour_event_id DROP NOT NULL,
  ADD COLUMN shift_id integer REFERENCES shifts (id) ON DELETE CASCADE,
  -- A shift is reminded twice (core/policy.ts SHIFT_POLICY): the day before, then a few hours before its start.
  ADD COLUMN late_reminder_queued_at timestamptz,
  ADD CONSTRAINT rsvps_one_subject CHECK (num_nonnulls(tour_event_id, shift_id) = 1);
CREATE UNIQUE INDEX rsvps_shift_email ON rsvps (shift_id, lower(email)) WHERE shift_id IS NOT NULL;
CREATE INDEX rsvps_shift_waiting ON rsvps (shift_id, waiting_seq) WHERE status = 'waiting' AND shift_id IS NOT NULL;
CREATE INDEX rsvps_shift_newest ON rsvps (shift_id, created_at DESC, id DESC) WHERE shift_id IS NOT NULL;

-- Locks the row that holds a booking's places (a stop's or a shift's) and reads them: its places (null: no limit)
-- and the people it has booked. With `open_only`, nothing for a stop done or past, or a shift past.
CREATE FUNCTION booking_subject_lock(stop integer, shift integer, open_only boolean)
RETURNS TABLE (places integer, taken integer)
LANGUAGE plpgsql
AS $$
BEGIN
  IF stop IS NOT NULL THEN
    RETURN QUERY SELECT t.capacity, t.booked_people FROM tour_events t
      WHERE t.id = stop
        AND (NOT open_only OR (t.completed = 0 AND t.event_date >= (now() AT TIME ZONE 'Europe/Rome')::date))
      FOR UPDATE;
  ELSE
    RETURN QUERY SELECT s.capacity, s.booked_people FROM shifts s
      WHERE s.id = shift AND (NOT open_only OR s.shift_date >= (now() AT TIME ZONE 'Europe/Rome')::date)
      FOR UPDATE;
  END IF;
END
$$;

-- Sets the people booked of a stop or a shift (its row locked by booking_subject_lock).
CREATE FUNCTION booking_subject_count(stop integer, shift integer, people integer) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  IF stop IS NOT NULL THEN
    UPDATE tour_events SET booked_people = people WHERE id = stop AND booked_people <> people;
  ELSE
    UPDATE shifts SET booked_people = people WHERE id = shift AND booked_people <> people;
  END IF;
END
$$;

-- Migration 0014's promotion, for either subject: the places of an upcoming stop or shift go to its waiting list,
-- first in line first, to each booking that fits in what is left.
CREATE FUNCTION rsvps_promote(stop integer, shift integer) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  places  integer;
  taken   integer;
  booking record;
BEGIN
  SELECT l.places, l.taken INTO places, taken FROM booking_subject_lock(stop, shift, true) l;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  FOR booking IN
    SELECT id, people FROM rsvps
    WHERE (tour_event_id = stop OR shift_id = shift) AND status = 'waiting' ORDER BY waiting_seq
  LOOP
    IF places IS NULL OR taken + booking.people <= places THEN
      UPDATE rsvps SET status = 'confirmed', waiting_seq = NULL WHERE id = booking.id;
      taken := taken + booking.people;
    END IF;
  END LOOP;
  PERFORM booking_subject_count(stop, shift, taken);
END
$$;

CREATE OR REPLACE FUNCTION rsvps_take_places() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  places integer;
  taken  integer;
BEGIN
  SELECT l.places, l.taken INTO places, taken FROM booking_subject_lock(NEW.tour_event_id, NEW.shift_id, false) l;
  IF TG_OP = 'INSERT' THEN
    IF places IS NULL OR taken + NEW.people <= places THEN
      NEW.status := 'confirmed';
      NEW.waiting_seq := NULL;
      PERFORM booking_subject_count(NEW.tour_event_id, NEW.shift_id, taken + NEW.people);
    ELSE
      NEW.status := 'waiting';
      NEW.waiting_seq := nextval('rsvps_waiting_seq');
    END IF;
  ELSIF OLD.status = 'confirmed' AND NEW.people <> OLD.people THEN
    IF NEW.people > OLD.people AND places IS NOT NULL AND taken + NEW.people - OLD.people > places THEN
      RAISE EXCEPTION 'No places left at tour stop % or shift %', NEW.tour_event_id, NEW.shift_id
        USING ERRCODE = 'check_violation', CONSTRAINT = 'rsvps_capacity';
    END IF;
    PERFORM booking_subject_count(NEW.tour_event_id, NEW.shift_id, taken + NEW.people - OLD.people);
  END IF;
  RETURN NEW;
END
$$;

CREATE OR REPLACE FUNCTION rsvps_free_places() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  places integer;
  taken  integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status = 'confirmed' THEN
      SELECT l.places, l.taken INTO places, taken FROM booking_subject_lock(OLD.tour_event_id, OLD.shift_id, false) l;
      IF FOUND THEN
        PERFORM booking_subject_count(OLD.tour_event_id, OLD.shift_id, taken - OLD.people);
      END IF;
    END IF;
    PERFORM rsvps_promote(OLD.tour_event_id, OLD.shift_id);
  ELSIF NEW.people < OLD.people OR NEW.status = 'waiting' THEN
    PERFORM rsvps_promote(NEW.tour_event_id, NEW.shift_id);
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION tour_events_capacity_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.capacity IS DISTINCT FROM OLD.capacity THEN
    PERFORM rsvps_promote(NEW.id, NULL);
  END IF;
  RETURN NULL;
END
$$;

DROP FUNCTION rsvps_promote(integer);

-- More places on a shift go to its waiting list at once, as a stop's do.
CREATE FUNCTION shifts_capacity_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.capacity > OLD.capacity THEN
    PERFORM rsvps_promote(NULL, NEW.id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER shifts_capacity_changed
  AFTER UPDATE OF capacity ON shifts
  FOR EACH ROW EXECUTE FUNCTION shifts_capacity_changed();

-- A sign-up's consent: to be contacted about the shift (given with the request, confirmed by the click).
ALTER TABLE consents DROP CONSTRAINT consents_purpose_check;
ALTER TABLE consents ADD CONSTRAINT consents_purpose_check
  CHECK (purpose IN ('newsletter', 'rsvp', 'contact-marketing', 'photo-booth-marketing', 'volunteer', 'shift'));
