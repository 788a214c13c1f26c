-- Volunteers (issue 39): people offering their time to the campaign from /volontari. A sign-up is pending until its
-- owner clicks the link mailed to the address (only the link token's SHA-256 is kept); the click confirms it and
-- records the consent, which is explicit because offering time to a campaign reveals a political opinion (GDPR art.
-- 9(2)(a)). One row per address: a pending sign-up sent again replaces its details and its link; a confirmed one is
-- left as it is. The retention job drops sign-ups never confirmed, and every volunteer after the campaign's last day.
CREATE TABLE volunteers (
  id                 serial PRIMARY KEY,
  name               text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 200),
  email              text NOT NULL CHECK (char_length(email) <= 254),
  phone              text CHECK (char_length(phone) <= 40),
  -- The comune of Veneto, by its ISTAT code and its name (core/veneto-comuni.ts), as the form chose it.
  comune_code        text NOT NULL CHECK (comune_code ~ '^[0-9]{6}$'),
  comune             text NOT NULL CHECK (char_length(comune) BETWEEN 1 AND 100),
  activities         text[] NOT NULL CHECK (
    cardinality(activities) >= 1 AND
    activities <@ ARRAY['banchetti', 'volantinaggio', 'eventi', 'telefonate', 'social', 'rappresentante-di-lista']),
  availability       text CHECK (char_length(availability) <= 1000),
  source_page        text CHECK (char_length(source_page) <= 300),
  created_at         timestamptz NOT NULL DEFAULT now(),
  confirm_token_hash text NOT NULL UNIQUE,
  -- When the newest link was sent: the link works for VOLUNTEER_POLICY.confirmLinkHours from then, once.
  confirm_sent_at    timestamptz NOT NULL DEFAULT now(),
  confirmed_at       timestamptz,
  search_text        text NOT NULL
    GENERATED ALWAYS AS (fold_search(name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || comune)) STORED
);
CREATE UNIQUE INDEX volunteers_email ON volunteers ((lower(email)));
CREATE INDEX volunteers_newest ON volunteers (created_at DESC, id DESC);
CREATE INDEX volunteers_unconfirmed ON volunteers (confirm_sent_at) WHERE confirmed_at IS NULL;

-- The volunteer's consent, written when the address confirms.
ALTER TABLE consents DROP CONSTRAINT consents_purpose_check;
ALTER TABLE consents ADD CONSTRAINT consents_purpose_check
  CHECK (purpose IN ('newsletter', 'rsvp', 'contact-marketing', 'photo-booth-marketing', 'volunteer'));
