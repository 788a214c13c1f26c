import type { Config } from '@netlify/functions';
import { dayInItaly } from '../../core/rome-time';
import { uploadIdOf } from '../../core/material-files';
import { MATERIAL_UPLOAD_MESSAGES } from '../../core/schema/material-upload.schema';
import { TRANSPARENCY_MESSAGES, transparencyDocumentSchema } from '../../core/schema/transparency.schema';
import { getDb } from '../../db/client';
import { findUpload } from '../../db/queries/material-uploads.queries';
import { publishTransparencyDocument } from '../../db/queries/site-content.queries';
import { requireRole } from '../_lib/auth';
import { publishAdminChange } from '../_lib/build-hook';
import { CACHE_TAGS, purgeListCache } from '../_lib/cache';
import { HttpError, MESSAGES, endpoint, json, readBody } from '../_lib/http';
import { removeUpload, uploadedFile } from '../_lib/material-uploads';
import { etagOf } from '../_lib/versions';

/**
 * The owner publishes the CV or the criminal-record certificate on /trasparenza (docs/decisions/0036): a PDF sent
 * through the materials' uploads, in place of the one before, whose file then goes. The certificate's issue date is
 * checked against the law's 90 days by the schema the panel's form also uses; the CV is dated the day it goes online.
 */
export default endpoint({
  PUT: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'transparency');
    const { document, fileUrl, issuedOn } = await readBody(req, transparencyDocumentSchema);
    // The schema has checked that fileUrl is an upload's path.
    const upload = await findUpload(db, uploadIdOf(fileUrl) ?? '');
    const file = upload && uploadedFile(upload);
    if (!upload || file?.fileUrl !== fileUrl) {
      throw new HttpError(400, MESSAGES.badInput, { fileUrl: MATERIAL_UPLOAD_MESSAGES.notUploaded });
    }
    // Nothing is written on a refusal: the unused upload goes with the daily sweep.
    if (file.fileType !== 'pdf') {
      throw new HttpError(400, TRANSPARENCY_MESSAGES.notPdf, { fileUrl: TRANSPARENCY_MESSAGES.notPdf });
    }
    const dated = document === 'criminalRecord' && issuedOn ? issuedOn : dayInItaly(new Date());
    const { content, replaced } = await publishTransparencyDocument(db, document, {
      fileUrl,
      uploadId: upload.id,
      dated,
    });
    // The file it replaces goes, and its copy at the CDN, which carries the materials' tag as every uploaded file.
    if (replaced && replaced !== upload.id && (await removeUpload(db, replaced))) {
      await purgeListCache(CACHE_TAGS.campaignMaterials);
    }
    await publishAdminChange(db, CACHE_TAGS.content, 'Documenti della trasparenza aggiornati');
    return json(content, 200, { ETag: etagOf(content.version) });
  },
});

export const config: Config = { path: '/api/admin/transparency-documents' };
