-- Every mail the site sends is first a row here, written by the same statement as the action that causes it (a
-- sign-up, a contact message, later a booking), then sent by whoever claims it first: the function that wrote it,
-- right after answering, or the scheduled sender every minute. See docs/decisions/0019-mail-outbox.md.
CREATE TABLE outbox (
  id              serial PRIMARY KEY,
  -- The template (functions/_lib/mail): subject, text, HTML and attachments are rendered from `data` when sent.
  kind            text NOT NULL CHECK (kind ~ '^[a-z]+(-[a-z]+)*$'),
  -- Campaign mail waits during the electoral silence; a reply to the person's own action (a confirmation) does not.
  campaign        boolean NOT NULL,
  recipient       text NOT NULL,
  reply_to        text,
  -- Cleared once the mail has left: what it said is not kept beyond the delivery.
  data            jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- A sender's claim: until then no other sender takes the row; a crashed sender's claim simply runs out.
  claimed_until   timestamptz,
  sent_at         timestamptz,
  -- Given up: refused for good by the SMTP server, or still failing after days. Never retried.
  failed_at       timestamptz,
  -- The error's code and SMTP reply code, with any address blanked: no personal data.
  last_error      text
);
-- The senders read the mail still to send, oldest due first.
CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_sent ON outbox (sent_at) WHERE sent_at IS NOT NULL;

-- Double opt-in: a subscription is pending until its address confirms it from the mail's link. Only a hash of the
-- link's token is stored. The subscriptions taken before this change were taken as confirmed and stay so.
ALTER TABLE newsletter_subscriptions
  ADD COLUMN confirmed_at       timestamptz,
  ADD COLUMN confirm_token_hash text,
  ADD COLUMN confirm_sent_at    timestamptz;
UPDATE newsletter_subscriptions SET confirmed_at = subscribed_at;
CREATE UNIQUE INDEX newsletter_subscriptions_confirm_token ON newsletter_subscriptions (confirm_token_hash);
CREATE INDEX newsletter_subscriptions_confirmed ON newsletter_subscriptions (confirmed_at) WHERE confirmed_at IS NOT NULL;

-- A newsletter sent to every confirmed subscriber: its text is stored once, each subscriber's mail names it.
CREATE TABLE newsletter_issues (
  id         serial PRIMARY KEY,
  subject    text NOT NULL CHECK (char_length(subject) BETWEEN 2 AND 200),
  body       text NOT NULL CHECK (char_length(body) BETWEEN 10 AND 20000),
  created_at timestamptz NOT NULL DEFAULT now()
);
