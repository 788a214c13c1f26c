-- The documents of L. 3/2019 art. 1 c. 14 on /trasparenza, uploaded by the owner as PDFs (issue "Every screen true
-- and usable on a phone", item 4). See docs/decisions/0036-transparency-documents.md.

-- Each document is an upload of the materials' engine (0013), linked here so that the sweep of unlinked uploads
-- keeps it; its date is the CV's day of publication and the certificate's day of issue. A link pasted before this
-- migration stays as it was, without an upload or a date: the panel's checklist asks for the upload.
ALTER TABLE site_content
  ADD COLUMN cv_upload_id              uuid REFERENCES material_uploads (id),
  ADD COLUMN cv_published_on           date,
  ADD COLUMN criminal_record_upload_id uuid REFERENCES material_uploads (id),
  ADD COLUMN criminal_record_issued_on date;
