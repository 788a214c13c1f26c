-- A booking's mails stopped by its owner (docs/decisions/0038): set by the RFC 8058 one-click of a booking's mail,
-- which must never give the place away. The campaign's mails about the booking (reminders, change notices, the
-- staff's messages) skip it; the booking, and the replies about what it holds, stay.
ALTER TABLE rsvps ADD COLUMN mails_stopped_at timestamptz;

-- The staff's message to a stop's confirmed bookings ("Scrivi ai prenotati"): its text is stored once and joined
-- into each mail when the sender claims it, as a newsletter issue's is. It goes with its stop.
CREATE TABLE booking_messages (
  id            serial PRIMARY KEY,
  tour_event_id integer NOT NULL REFERENCES tour_events (id) ON DELETE CASCADE,
  subject       text NOT NULL CHECK (char_length(subject) BETWEEN 2 AND 200),
  body          text NOT NULL CHECK (char_length(body) BETWEEN 10 AND 20000),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_messages_stop ON booking_messages (tour_event_id);
