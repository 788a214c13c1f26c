-- Bookings nobody can forge (issue 36): a request takes no place until its owner clicks the link mailed to the
-- address; a confirmation takes places or joins the stop's waiting list; freed places go to the first in line that
-- fit, in the statement that frees them. See docs/decisions/0033-bookings-confirmed-by-click.md.

-- A request for a booking ("Ci sarò"), waiting for the click on its mail's link. Only the link token's SHA-256 is
-- kept. Used or not, it is deleted when it expires (the retention job): until then it also counts the mail sent to
-- its address, for the caps of core/policy.ts. Confirming it creates or changes the address's booking of the stop.
CREATE TABLE rsvp_requests (
  id            serial PRIMARY KEY,
  tour_event_id integer NOT NULL REFERENCES tour_events (id) ON DELETE CASCADE,
  name          text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 200),
  email         text NOT NULL CHECK (char_length(email) <= 254),
  phone         text CHECK (char_length(phone) <= 40),
  people        smallint NOT NULL CHECK (people BETWEEN 1 AND 10),
  source_page   text CHECK (char_length(source_page) <= 300),
  token_hash    text NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);
CREATE INDEX rsvp_requests_email ON rsvp_requests (lower(email), created_at);
CREATE INDEX rsvp_requests_expiry ON rsvp_requests (expires_at);
CREATE INDEX rsvp_requests_stop ON rsvp_requests (tour_event_id) WHERE used_at IS NULL;

-- A booking is confirmed (it holds its places) or waiting (in line, by waiting_seq: the order of the confirmations,
-- taken while the stop's row is locked). notified_status is the status its person was last mailed: a booking whose
-- status differs is mailed (db/queries/rsvps.queries.ts, notifyBookings), which the promotion leaves to do.
-- The bookings made before this migration were mailed their confirmation.
ALTER TABLE rsvps
  ADD COLUMN status          text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'waiting')),
  ADD COLUMN waiting_seq     bigint,
  ADD COLUMN notified_status text CHECK (notified_status IN ('confirmed', 'waiting')),
  ADD CONSTRAINT rsvps_waiting_in_line CHECK ((status = 'waiting') = (waiting_seq IS NOT NULL));
UPDATE rsvps SET notified_status = status;
CREATE SEQUENCE rsvps_waiting_seq;
CREATE INDEX rsvps_stop_waiting ON rsvps (tour_event_id, waiting_seq) WHERE status = 'waiting';
CREATE INDEX rsvps_to_notify ON rsvps (tour_event_id) WHERE notified_status IS DISTINCT FROM status;

DROP TRIGGER rsvps_count_people ON rsvps;
DROP FUNCTION rsvps_count_people();

-- The places of an upcoming stop go to its waiting list, first in line first, to each booking that fits in what is
-- left (a group larger than the places left keeps its turn, the next ones that fit go ahead). It locks the stop's
-- row first: everything that takes or frees places locks it too, so the count it reads is the latest.
CREATE FUNCTION rsvps_promote(stop_id integer) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  places  integer;
  taken   integer;
  booking record;
BEGIN
  SELECT capacity, booked_people INTO places, taken FROM tour_events
  WHERE id = stop_id AND completed = 0 AND event_date >= (now() AT TIME ZONE 'Europe/Rome')::date
  FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  FOR booking IN
    SELECT id, people FROM rsvps WHERE tour_event_id = stop_id AND status = 'waiting' ORDER BY waiting_seq
  LOOP
    IF places IS NULL OR taken + booking.people <= places THEN
      UPDATE rsvps SET status = 'confirmed', waiting_seq = NULL WHERE id = booking.id;
      taken := taken + booking.people;
    END IF;
  END LOOP;
  UPDATE tour_events SET booked_people = taken WHERE id = stop_id AND booked_people <> taken;
END
$$;

-- A new booking takes its places when they are there, else joins the line; a confirmed booking that grows takes
-- the places it adds or is refused (the constraint name the functions read), one that shrinks gives them back.
-- The stop's row is locked before it is read, so 20 confirmations at once for 10 places give exactly 10.
-- Writers insert and update bookings with plain statements: an INSERT … ON CONFLICT would run this for an insert
-- that turns into an update.
CREATE FUNCTION rsvps_take_places() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  places integer;
  taken  integer;
BEGIN
  SELECT capacity, booked_people INTO places, taken FROM tour_events WHERE id = NEW.tour_event_id FOR UPDATE;
  IF TG_OP = 'INSERT' THEN
    IF places IS NULL OR taken + NEW.people <= places THEN
      NEW.status := 'confirmed';
      NEW.waiting_seq := NULL;
      UPDATE tour_events SET booked_people = taken + NEW.people WHERE id = NEW.tour_event_id;
    ELSE
      NEW.status := 'waiting';
      NEW.waiting_seq := nextval('rsvps_waiting_seq');
    END IF;
  ELSIF OLD.status = 'confirmed' AND NEW.people <> OLD.people THEN
    IF NEW.people > OLD.people AND places IS NOT NULL AND taken + NEW.people - OLD.people > places THEN
      RAISE EXCEPTION 'No places left at tour stop %', NEW.tour_event_id
        USING ERRCODE = 'check_violation', CONSTRAINT = 'rsvps_capacity';
    END IF;
    UPDATE tour_events SET booked_people = taken + NEW.people - OLD.people WHERE id = NEW.tour_event_id;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER rsvps_take_places
  BEFORE INSERT OR UPDATE OF people ON rsvps
  FOR EACH ROW EXECUTE FUNCTION rsvps_take_places();

-- Places freed by a cancellation, a removal, the erasure or a smaller booking go to the waiting list at once.
CREATE FUNCTION rsvps_free_places() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status = 'confirmed' THEN
      UPDATE tour_events SET booked_people = booked_people - OLD.people WHERE id = OLD.tour_event_id;
    END IF;
    PERFORM rsvps_promote(OLD.tour_event_id);
  ELSIF NEW.people < OLD.people OR NEW.status = 'waiting' THEN
    PERFORM rsvps_promote(NEW.tour_event_id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER rsvps_free_places
  AFTER DELETE OR UPDATE OF people ON rsvps
  FOR EACH ROW EXECUTE FUNCTION rsvps_free_places();

-- More places (or none set any more) go to the waiting list at once too.
CREATE FUNCTION tour_events_capacity_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.capacity IS DISTINCT FROM OLD.capacity THEN
    PERFORM rsvps_promote(NEW.id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER tour_events_capacity_changed
  AFTER UPDATE OF capacity ON tour_events
  FOR EACH ROW EXECUTE FUNCTION tour_events_capacity_changed();
