-- Rappresentanti di lista (issue 41): the offer of a confirmed volunteer to watch a polling station, the stations
-- (sezioni) the staff import, and who is assigned to each. See docs/decisions/0043 (the designation's rules) and
-- 0044 (the special-category data: who reads them, when they go).

-- What a designation needs of a volunteer who offered `rappresentante-di-lista`: birth date and place, the comune
-- of Veneto in whose electoral lists they are, and their own section if they gave it. It goes with its volunteer
-- (erasure, the retention's last day) and on its own 90 days after the vote (POLLING_POLICY.keepAfterVoteDays).
CREATE TABLE list_representatives (
  volunteer_id          integer PRIMARY KEY REFERENCES volunteers (id) ON DELETE CASCADE,
  birth_date            date NOT NULL,
  birth_place           text NOT NULL CHECK (char_length(birth_place) BETWEEN 2 AND 100),
  electoral_comune_code text NOT NULL CHECK (electoral_comune_code ~ '^[0-9]{6}$'),
  electoral_comune      text NOT NULL CHECK (char_length(electoral_comune) BETWEEN 1 AND 100),
  electoral_section     text CHECK (electoral_section ~ '^[1-9][0-9]{0,3}$'),
  created_at            timestamptz NOT NULL DEFAULT now()
);

-- A polling station: a comune of Veneto (its ISTAT code) and its section's number, unique together, so importing
-- the list again updates the address and never adds a second copy. `assigned_at` moves with its assignments, so the
-- version (If-Match) names who is assigned too.
CREATE TABLE polling_sections (
  id          serial PRIMARY KEY,
  comune_code text NOT NULL CHECK (comune_code ~ '^[0-9]{6}$'),
  comune      text NOT NULL CHECK (char_length(comune) BETWEEN 1 AND 100),
  number      integer NOT NULL CHECK (number BETWEEN 1 AND 9999),
  address     text NOT NULL CHECK (char_length(address) BETWEEN 2 AND 300),
  assigned_at timestamptz,
  version     integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (comune_code, number)
);
CREATE TRIGGER raise_version BEFORE UPDATE ON polling_sections FOR EACH ROW EXECUTE FUNCTION raise_version();

-- Who watches a section: one effettivo and one supplente at most, and one section per person (the UNIQUE on the
-- volunteer). Only a confirmed volunteer who offered can be assigned: the statement that assigns checks it.
CREATE TABLE polling_assignments (
  id           serial PRIMARY KEY,
  section_id   integer NOT NULL REFERENCES polling_sections (id) ON DELETE CASCADE,
  role         text NOT NULL CHECK (role IN ('effettivo', 'supplente')),
  volunteer_id integer NOT NULL UNIQUE REFERENCES list_representatives (volunteer_id) ON DELETE CASCADE,
  assigned_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (section_id, role)
);
