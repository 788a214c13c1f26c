-- Edits that never overwrite each other (issue 23): each item an admin edits carries a version, raised by the
-- database whenever what the admin sees changes. A save or delete names the version it started from (If-Match);
-- expect_version() refuses it, in the write's own transaction, when the row has moved on. See
-- docs/decisions/0028-versions-and-if-match.md.
ALTER TABLE visited_cities ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE tour_events ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE campaign_materials ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE site_content ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

-- The columns the database or the public's actions keep (a booking moves a stop's count): no new version for them.
CREATE FUNCTION raise_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text[] := ARRAY['version', 'updated_at', 'search_text', 'booked_people', 'calendar_sequence'];
BEGIN
  IF (to_jsonb(NEW) - kept) IS DISTINCT FROM (to_jsonb(OLD) - kept) THEN
    NEW.version := OLD.version + 1;
  ELSE
    NEW.version := OLD.version;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER raise_version BEFORE UPDATE ON visited_cities FOR EACH ROW EXECUTE FUNCTION raise_version();
CREATE TRIGGER raise_version BEFORE UPDATE ON tour_events FOR EACH ROW EXECUTE FUNCTION raise_version();
CREATE TRIGGER raise_version BEFORE UPDATE ON campaign_materials FOR EACH ROW EXECUTE FUNCTION raise_version();
CREATE TRIGGER raise_version BEFORE UPDATE ON site_content FOR EACH ROW EXECUTE FUNCTION raise_version();

-- Locks the row and raises SQLSTATE VR412 when its version is not `expected`; a row that is gone passes (the write
-- that follows then finds nothing: 404).
CREATE FUNCTION expect_version(target regclass, row_id integer, expected integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  current integer;
BEGIN
  EXECUTE format('SELECT version FROM %s WHERE id = $1 FOR UPDATE', target) INTO current USING row_id;
  IF current IS NOT NULL AND current <> expected THEN
    RAISE EXCEPTION 'version % of %(%) is not the expected %', current, target, row_id, expected
      USING ERRCODE = 'VR412';
  END IF;
END $$;
