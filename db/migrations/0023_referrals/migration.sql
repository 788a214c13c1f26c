-- Bring a friend (issue 39 item 4, docs/decisions/0042-bring-a-friend.md). Every booking (a stop's or a shift's)
-- and every volunteer has a referral code of its own, shown to its owner once confirmed; a request or a sign-up made
-- from an owner's link names that code in referred_by, checked when it is made (a confirmed owner, not the same
-- address) and carried from the request to the booking at the click. The codes go with their rows: erasure and
-- retention delete them with the booking or the volunteer, and nothing else holds them.

-- 8 characters of an alphabet without look-alikes (core/attribution-rules.ts), from gen_random_uuid()'s random bytes.
CREATE FUNCTION new_referral_code() RETURNS text
LANGUAGE sql VOLATILE
AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + get_byte(r.bytes, i) % 31, 1), '' ORDER BY i)
  FROM (SELECT decode(replace(gen_random_uuid()::text, '-', ''), 'hex') AS bytes) r, generate_series(0, 7) i
$$;

ALTER TABLE rsvps
  ADD COLUMN referral_code text NOT NULL DEFAULT new_referral_code()
    CHECK (referral_code ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$'),
  ADD COLUMN referred_by text CHECK (referred_by ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$');
CREATE UNIQUE INDEX rsvps_referral_code ON rsvps (referral_code);
CREATE INDEX rsvps_referred_by ON rsvps (referred_by) WHERE referred_by IS NOT NULL;

ALTER TABLE volunteers
  ADD COLUMN referral_code text NOT NULL DEFAULT new_referral_code()
    CHECK (referral_code ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$'),
  ADD COLUMN referred_by text CHECK (referred_by ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$');
CREATE UNIQUE INDEX volunteers_referral_code ON volunteers (referral_code);
CREATE INDEX volunteers_referred_by ON volunteers (referred_by) WHERE referred_by IS NOT NULL;

-- The code a request was made from, until its click makes it a booking's.
ALTER TABLE rsvp_requests
  ADD COLUMN referred_by text CHECK (referred_by ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$');

-- The gaps of the shifts (issue 39 item 2), in this migration, the one this work owns: the staff's message to a
-- shift's confirmed volunteers is stored as a stop's is ("Scrivi ai prenotati", migration 0017), of one subject.
ALTER TABLE booking_messages
  ALTER COLUMN tour_event_id DROP NOT NULL,
  ADD COLUMN shift_id integer REFERENCES shifts (id) ON DELETE CASCADE,
  ADD CONSTRAINT booking_messages_one_subject CHECK (num_nonnulls(tour_event_id, shift_id) = 1);
CREATE INDEX booking_messages_shift ON booking_messages (shift_id) WHERE shift_id IS NOT NULL;
