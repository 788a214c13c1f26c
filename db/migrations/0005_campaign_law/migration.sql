-- What Italian election law asks a candidate's site to show (L. 515/1993 art. 3 and 7, L. 3/2019), and the thank
-- you the home shows once the polls have closed: all edited from the admin's content section, hidden when empty.
ALTER TABLE site_content
  ADD COLUMN committente          text,
  ADD COLUMN mandatario_name      text,
  ADD COLUMN cv_url               text,
  ADD COLUMN criminal_record_url  text,
  ADD COLUMN contribution_iban    text,
  ADD COLUMN contribution_holder  text,
  ADD COLUMN spending_report_url  text,
  ADD COLUMN vote_thanks          text;
