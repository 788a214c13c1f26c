-- The admin inbox pages through messages, sign-ups and subscribers newest first and searches them.

-- Case- and accent-insensitive matching that does not depend on the server's locale or on an extension
-- (PGlite locally has neither unaccent nor an ICU collation): lower-case ASCII, then fold Italian accents.
CREATE FUNCTION fold_search(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT translate(
    lower(coalesce(value, '')),
    'àáâãäåèéêëìíîïòóôõöùúûüçñÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÓÔÕÖÙÚÛÜÇÑ',
    'aaaaaaeeeeiiiiooooouuuucnaaaaaaeeeeiiiiooooouuuucn'
  )
$$;

-- The folded text each list is searched in, computed once when a row is written rather than at every search.
ALTER TABLE contact_submissions ADD COLUMN search_text text NOT NULL
  GENERATED ALWAYS AS (fold_search(name || ' ' || email || ' ' || message)) STORED;
ALTER TABLE photo_booth_emails ADD COLUMN search_text text NOT NULL
  GENERATED ALWAYS AS (fold_search(nome_cognome || ' ' || email || ' ' || citta)) STORED;
ALTER TABLE newsletter_subscriptions ADD COLUMN search_text text NOT NULL
  GENERATED ALWAYS AS (fold_search(coalesce(name, '') || ' ' || email)) STORED;

-- Keyset pagination reads each list in this order.
CREATE INDEX contact_submissions_newest ON contact_submissions (created_at DESC, id DESC);
CREATE INDEX photo_booth_emails_newest ON photo_booth_emails (created_at DESC, id DESC);
CREATE INDEX newsletter_subscriptions_newest ON newsletter_subscriptions (subscribed_at DESC, id DESC);
