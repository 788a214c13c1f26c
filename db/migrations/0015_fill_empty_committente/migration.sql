-- The "committente responsabile" line (L. 515/1993 art. 3) that the election law wants on all campaign material.
-- A database seeded before 0005 got the column empty, and the seed never overwrites content, so the footer, the
-- materials and the generated image went out without it. Fill it where it is empty with the line a new database
-- is seeded with (core/site-content-defaults.ts), naming the mandatario the owner set, if any. A line an admin
-- wrote is kept; the version trigger marks the content changed, so an editor open on the old one must reload.
UPDATE site_content
SET committente = 'Committente responsabile: '
  || coalesce(nullif(btrim(mandatario_name), ''), 'Paolo Fabris')
  || ', mandatario elettorale di Giulia Venturini'
WHERE committente IS NULL OR btrim(committente) = '';
