-- Fixed-window counters for the login throttle and the public forms' per-address limits. One row per key
-- (for example "login:user-ip:admin|203.0.113.7"); an upsert increments it atomically, so parallel requests
-- cannot all read the same count.
CREATE TABLE rate_limits (
  key          text PRIMARY KEY,
  window_start timestamptz NOT NULL DEFAULT now(),
  hits         integer NOT NULL DEFAULT 1
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);

-- Replaced by rate_limits: its count was read before the password check and written after it.
DROP TABLE login_failures;
