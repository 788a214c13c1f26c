-- Materials' files uploaded from the admin (issue 23). See docs/decisions/0030-material-uploads.md.

-- One row per upload; its bytes are in Netlify Blobs (store "material-files"), one blob per part, keyed "{id}/{n}".
-- parts_received counts the parts stored in order; completed_at is set once all are there and the first part's
-- bytes showed an accepted type. A row never completed, or completed and never linked to a material, is swept
-- with its blobs (sweepAbandonedUploads): an interrupted upload leaves nothing behind.
CREATE TABLE material_uploads (
  id             uuid PRIMARY KEY,
  name           text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  size           integer NOT NULL CHECK (size BETWEEN 1 AND 20000000),
  part_bytes     integer NOT NULL CHECK (part_bytes > 0),
  parts          integer NOT NULL CHECK (parts >= 1),
  parts_received integer NOT NULL DEFAULT 0 CHECK (parts_received BETWEEN 0 AND parts),
  content_type   text,
  file_type      text CHECK (file_type IN ('pdf', 'image', 'document')),
  created_by     uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  completed_at   timestamptz,
  CHECK (completed_at IS NULL OR content_type IS NOT NULL)
);

-- The upload a material's file is: set by the server when fileUrl is an uploaded file's path. RESTRICT: a file
-- in use is never swept; deleting the material deletes its file (when no other material links it).
ALTER TABLE campaign_materials ADD COLUMN upload_id uuid REFERENCES material_uploads (id);
CREATE INDEX campaign_materials_upload ON campaign_materials (upload_id) WHERE upload_id IS NOT NULL;
