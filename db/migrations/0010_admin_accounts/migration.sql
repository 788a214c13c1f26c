-- Personal admin accounts with a role, and the activity log (issue 23). See docs/decisions/0027-admin-accounts.md.

-- The accounts that existed could do everything: they stay owners. A new account names its role.
ALTER TABLE users
  ADD COLUMN role        text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'editor', 'inbox')),
  ADD COLUMN disabled_at timestamptz;
ALTER TABLE users ALTER COLUMN role DROP DEFAULT;

-- "Registro attività": who did what, when, from where. Rows are only ever added (see the triggers below); the
-- retention job deletes those older than the log's own retention, and nothing else can.
CREATE TABLE audit_log (
  id             serial PRIMARY KEY,
  created_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- No foreign key: a row outlives the account it names. Both null: the system (a script, a scheduled job).
  actor_id       uuid,
  actor_username text,
  -- The address truncated (IPv4 to its /24, IPv6 to its /48): where from, not who.
  address        text,
  -- login, login-failed, create, update, delete, export, erasure.
  action         text NOT NULL CHECK (action ~ '^[a-z-]{2,40}$'),
  -- What was acted on: a table and an id ("tour_events:12"), a list exported, an account's username.
  subject        text,
  -- The fields before → after, personal fields masked; an export's row count; an erasure's hashed address.
  details        jsonb NOT NULL DEFAULT '{}',
  search_text    text NOT NULL
    GENERATED ALWAYS AS (fold_search(coalesce(actor_username, '') || ' ' || action || ' ' || coalesce(subject, ''))) STORED
);
CREATE INDEX audit_log_newest ON audit_log (created_at DESC, id DESC);

-- Append-only: no row is changed, none deleted unless older than the log's retention (24 months), no TRUNCATE.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.created_at < now() - interval '24 months' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- Every change an admin makes to an audited table is logged by the database itself, in the change's transaction:
-- the admin (and their address) is the transaction's `campagna.actor` setting, JSON written by the functions
-- (db/audit.ts). Without it (a public booking moving a stop's count, a script) nothing is logged here. Only the
-- columns that changed are written, before → after; those named as the trigger's arguments are masked.
CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor   jsonb := nullif(current_setting('campagna.actor', true), '')::jsonb;
  before  jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  after   jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  -- Kept by the database or by the public's actions, not by the admin's edit.
  ignored text[] := ARRAY['created_at', 'updated_at', 'search_text', 'booked_people', 'calendar_sequence', 'version'];
  changes jsonb := '{}';
  field   text;
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  FOR field IN SELECT jsonb_object_keys(coalesce(after, before)) LOOP
    CONTINUE WHEN field = ANY (ignored) OR (before -> field) IS NOT DISTINCT FROM (after -> field);
    changes := changes || jsonb_build_object(field, jsonb_build_object(
      'before', CASE WHEN field = ANY (TG_ARGV) AND before -> field <> 'null' THEN '"***"'::jsonb ELSE before -> field END,
      'after', CASE WHEN field = ANY (TG_ARGV) AND after -> field <> 'null' THEN '"***"'::jsonb ELSE after -> field END));
  END LOOP;
  IF changes = '{}' THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_log (actor_id, actor_username, address, action, subject, details)
  VALUES (
    (actor ->> 'id')::uuid, actor ->> 'username', actor ->> 'address',
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    TG_TABLE_NAME || ':' || coalesce(after ->> 'id', before ->> 'id'),
    jsonb_build_object('changes', changes));
  RETURN NULL;
END $$;

CREATE TRIGGER audit_visited_cities AFTER INSERT OR UPDATE OR DELETE ON visited_cities
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();
CREATE TRIGGER audit_tour_events AFTER INSERT OR UPDATE OR DELETE ON tour_events
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();
CREATE TRIGGER audit_campaign_materials AFTER INSERT OR UPDATE OR DELETE ON campaign_materials
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();
CREATE TRIGGER audit_site_content AFTER INSERT OR UPDATE OR DELETE ON site_content
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();
CREATE TRIGGER audit_users AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('password_hash');
