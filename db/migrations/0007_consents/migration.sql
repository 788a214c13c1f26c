-- Proof of every consent (GDPR art. 7(1)): its purpose, the version of the privacy notice the person was shown, when,
-- from which page, and for the newsletter's double opt-in when the address confirmed it. Written by the statement of
-- the sign-up, booking or message it came with; erased with that person's data and by the retention job.
CREATE TABLE consents (
  id             serial PRIMARY KEY,
  email          text NOT NULL,
  purpose        text NOT NULL CHECK (purpose IN ('newsletter', 'rsvp', 'contact-marketing', 'photo-booth-marketing')),
  notice_version text NOT NULL,
  source_page    text CHECK (char_length(source_page) <= 300),
  -- The row it came with: a subscription, a booking, a message or a sign-up of the table its purpose names.
  record_id      integer NOT NULL,
  given_at       timestamptz NOT NULL DEFAULT now(),
  confirmed_at   timestamptz,
  withdrawn_at   timestamptz
);
CREATE INDEX consents_email_idx ON consents (lower(email));
CREATE INDEX consents_record_idx ON consents (purpose, record_id);
