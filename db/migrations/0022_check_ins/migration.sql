-- The door (issue 39 item 3): a check-in code for every booking and shift sign-up, the check-ins the staff record at
-- the door (a booking's, by its code or its name, or a walk-in's), and the thank-you mail after a stop.
-- See docs/decisions/0041-check-in-codes-and-the-door.md.

-- A check-in code: 8 characters drawn from 31 that no one reads as another (no 0/O, 1/I/L), each from a random byte
-- of gen_random_uuid() (the server's strong random source) below 248, so each of the 31 is equally likely. The
-- alphabet and length are core/check-in-code.ts's; db/check-in-codes.test.ts keeps the two equal.
CREATE FUNCTION check_in_code() RETURNS text
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  code  text;
  bytes bytea;
  pick  integer;
  i     integer;
BEGIN
  LOOP
    code := '';
    WHILE char_length(code) < 8 LOOP
      bytes := uuid_send(gen_random_uuid());
      -- Bytes 6 and 8 carry the UUID's version and variant bits; the other 14 are random.
      FOREACH i IN ARRAY ARRAY[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 15] LOOP
        pick := get_byte(bytes, i);
        IF pick < 248 AND char_length(code) < 8 THEN
          code := code || substr(alphabet, pick % 31 + 1, 1);
        END IF;
      END LOOP;
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM rsvps WHERE check_in_code = code);
  END LOOP;
  RETURN code;
END
$$;

-- Every booking and sign-up has its code from its first row; only a confirmed one's is shown (its confirmation mail)
-- and accepted at the door. The rows already there get theirs now.
ALTER TABLE rsvps ADD COLUMN check_in_code text;
UPDATE rsvps SET check_in_code = check_in_code();
ALTER TABLE rsvps
  ALTER COLUMN check_in_code SET DEFAULT check_in_code(),
  ALTER COLUMN check_in_code SET NOT NULL,
  ADD CONSTRAINT rsvps_check_in_code_shape CHECK (check_in_code ~ '^[2-9A-HJKMNP-Z]{8}$');
CREATE UNIQUE INDEX rsvps_check_in_code ON rsvps (check_in_code);

-- A check-in at the door: a booking's (rsvp_id, once: its row names no one, the booking does) or a walk-in's (its
-- name and people, its email only with the consent to be thanked). Who recorded it and when, for "già registrato".
-- thanked_at: the thank-you mail after the stop was queued for it (never twice).
CREATE TABLE check_ins (
  id                 serial PRIMARY KEY,
  rsvp_id            integer UNIQUE REFERENCES rsvps (id) ON DELETE CASCADE,
  tour_event_id      integer REFERENCES tour_events (id) ON DELETE CASCADE,
  shift_id           integer REFERENCES shifts (id) ON DELETE CASCADE,
  name               text CHECK (char_length(name) BETWEEN 2 AND 200),
  email              text CHECK (char_length(email) <= 254),
  people             smallint NOT NULL CHECK (people BETWEEN 1 AND 10),
  privacy_accepted   smallint NOT NULL DEFAULT 0 CHECK (privacy_accepted IN (0, 1)),
  checked_in_by      text NOT NULL CHECK (char_length(checked_in_by) BETWEEN 1 AND 100),
  created_at         timestamptz NOT NULL DEFAULT now(),
  thanked_at         timestamptz,
  CONSTRAINT check_ins_one_subject CHECK (num_nonnulls(tour_event_id, shift_id) = 1),
  -- A booking's check-in names nobody; a walk-in has a name; an email only with the consent.
  CONSTRAINT check_ins_walk_in CHECK ((rsvp_id IS NULL) = (name IS NOT NULL)),
  CONSTRAINT check_ins_email_consent CHECK (email IS NULL OR (rsvp_id IS NULL AND privacy_accepted = 1))
);
CREATE INDEX check_ins_stop ON check_ins (tour_event_id) WHERE tour_event_id IS NOT NULL;
CREATE INDEX check_ins_shift ON check_ins (shift_id) WHERE shift_id IS NOT NULL;
CREATE INDEX check_ins_email ON check_ins (lower(email)) WHERE email IS NOT NULL;

-- A walk-in's consent to the thank-you mail after the stop, given at the door.
ALTER TABLE consents DROP CONSTRAINT consents_purpose_check;
ALTER TABLE consents ADD CONSTRAINT consents_purpose_check
  CHECK (purpose IN ('newsletter', 'rsvp', 'contact-marketing', 'photo-booth-marketing', 'volunteer', 'shift', 'walk-in'));
