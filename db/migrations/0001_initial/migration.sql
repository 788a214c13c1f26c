-- Initial schema: every entity of SPEC.md section 3.
-- Constraints repeat the validation rules so that the database refuses what the API would refuse.

CREATE TABLE users (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username      text NOT NULL CHECK (char_length(username) BETWEEN 3 AND 100),
  password_hash text NOT NULL,
  email         text,
  first_name    text,
  last_name     text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
-- Usernames are unique regardless of case: "Admin" and "admin" are one account.
CREATE UNIQUE INDEX users_username_key ON users (lower(username));

CREATE TABLE site_content (
  id                  integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  bio_title           text NOT NULL,
  bio_subtitle        text NOT NULL,
  bio_text            text NOT NULL,
  hero_image_path     text,
  hero_title          text NOT NULL,
  hero_subtitle       text NOT NULL,
  hero_call_to_action text NOT NULL,
  map_image_path      text,
  map_title           text NOT NULL,
  map_description     text NOT NULL,
  contact_email       text,
  contact_phone       text,
  contact_address     text,
  facebook_url        text,
  instagram_url       text,
  twitter_url         text,
  updated_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_submissions (
  id                serial PRIMARY KEY,
  name              text NOT NULL CHECK (char_length(name) >= 2),
  email             text NOT NULL,
  phone             text,
  message           text NOT NULL CHECK (char_length(message) >= 10),
  privacy_accepted  smallint NOT NULL CHECK (privacy_accepted = 1),
  marketing_consent smallint NOT NULL DEFAULT 0 CHECK (marketing_consent IN (0, 1)),
  created_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE visited_cities (
  id          serial PRIMARY KEY,
  city_name   text NOT NULL CHECK (char_length(city_name) >= 2),
  visit_date  date,
  description text,
  pin_x       double precision NOT NULL DEFAULT 50 CHECK (pin_x BETWEEN 0 AND 100),
  pin_y       double precision NOT NULL DEFAULT 50 CHECK (pin_y BETWEEN 0 AND 100),
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE newsletter_subscriptions (
  id            serial PRIMARY KEY,
  email         text NOT NULL,
  name          text,
  subscribed_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_subscriptions_email_key ON newsletter_subscriptions (lower(email));

CREATE TABLE campaign_materials (
  id          serial PRIMARY KEY,
  title       text NOT NULL CHECK (char_length(title) >= 2),
  description text,
  file_url    text NOT NULL,
  file_type   varchar(50) NOT NULL DEFAULT 'pdf',
  file_size   text,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tour_events (
  id          serial PRIMARY KEY,
  title       text NOT NULL CHECK (char_length(title) >= 2),
  location    text NOT NULL CHECK (char_length(location) >= 2),
  event_date  date NOT NULL,
  event_time  text,
  description text,
  address     text,
  completed   smallint NOT NULL DEFAULT 0 CHECK (completed IN (0, 1)),
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE photo_booth_emails (
  id                serial PRIMARY KEY,
  email             text NOT NULL,
  nome_cognome      text NOT NULL,
  citta             text NOT NULL,
  provincia         varchar(3) NOT NULL CHECK (char_length(provincia) >= 2),
  privacy_accepted  smallint NOT NULL CHECK (privacy_accepted = 1),
  marketing_consent smallint NOT NULL DEFAULT 0 CHECK (marketing_consent IN (0, 1)),
  created_at        timestamptz NOT NULL DEFAULT now()
);

-- One row per live admin session; the session cookie's token names its sid, so deleting the row ends the session.
CREATE TABLE sessions (
  sid    text PRIMARY KEY,
  sess   jsonb NOT NULL,
  expire timestamptz NOT NULL
);
CREATE INDEX sessions_expire_idx ON sessions (expire);

-- Failed logins, kept briefly to slow down password guessing.
CREATE TABLE login_failures (
  id         serial PRIMARY KEY,
  username   text NOT NULL,
  ip         text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_lookup_idx ON login_failures (lower(username), created_at);
CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at);
