-- Two-factor sign-in (TOTP, RFC 6238) and its recovery codes (issue 23). See docs/decisions/0029-two-factor-login.md.

-- totp_secret set: the account signs in with a code too. totp_pending_secret: an enrolment shown as a QR code,
-- waiting for its first code. totp_last_step: the time step of the last code accepted, so a code is used once.
ALTER TABLE users
  ADD COLUMN totp_secret         text,
  ADD COLUMN totp_pending_secret text,
  ADD COLUMN totp_last_step      bigint;

-- Ten single-use codes per enrolment, kept as SHA-256 hashes (they are random: no salt needed to resist guessing).
CREATE TABLE recovery_codes (
  id        serial PRIMARY KEY,
  user_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at   timestamptz
);
CREATE UNIQUE INDEX recovery_codes_user_code ON recovery_codes (user_id, code_hash);

-- The owner's settings: one row. Off in a fresh install, so the README's two-command start signs in with a password.
CREATE TABLE admin_settings (
  id                  integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- Owners and segreteria (the roles that export personal data) must sign in with a code.
  two_factor_required boolean NOT NULL DEFAULT false,
  updated_at          timestamptz NOT NULL DEFAULT now()
);

-- The secrets are masked in the activity log, as the password is.
DROP TRIGGER audit_users ON users;
CREATE TRIGGER audit_users AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('password_hash', 'totp_secret', 'totp_pending_secret');
CREATE TRIGGER audit_admin_settings AFTER INSERT OR UPDATE OR DELETE ON admin_settings
  FOR EACH ROW EXECUTE FUNCTION audit_row_change();
