-- The prerendered pages carry the site's content and lists (issue 37): an admin's change of them asks Netlify to
-- rebuild the pages through its build hook, at most once per SITE_POLICY.rebuildEverySeconds, and once more after
-- the last change of a burst (the scheduled function site-rebuild). At most one row, written by the first change:
-- when a rebuild was last wanted and when one was last asked for.
CREATE TABLE site_rebuild (
  only_row     boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  wanted_at    timestamptz,
  requested_at timestamptz
);
