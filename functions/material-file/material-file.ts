import type { Config } from '@netlify/functions';
import { getDb } from '../../db/client';
import { findUpload } from '../../db/queries/material-uploads.queries';
import { CACHE_TAGS, publicCacheHeaders } from '../_lib/cache';
import { HttpError, MESSAGES, contentDisposition, endpoint, uuidParam } from '../_lib/http';
import { fileStream } from '../_lib/material-file-store';

/** A year: an upload's bytes never change under its id; deleting its material purges the materials' tag. */
const FILE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * /api/material-files/{id}/{name}: a material's file uploaded from the admin (docs/decisions/0030), streamed from
 * its parts in the store as one download. Only a completed upload, and only under the name it was given.
 */
export default endpoint({
  GET: async (_req, context) => {
    const upload = await findUpload(getDb(), uuidParam(context));
    const requested = context.params?.name ?? '';
    const named = upload && (requested === upload.name || requested === encodeURIComponent(upload.name));
    if (!upload?.completed || !upload.contentType || !named) throw new HttpError(404, MESSAGES.notFound);
    return new Response(fileStream(upload.id, upload.parts), {
      status: 200,
      headers: {
        'Content-Type': upload.contentType,
        'Content-Length': String(upload.size),
        'Content-Disposition': contentDisposition(upload.name),
        // Bytes from an admin's upload: never a page of this site, even if a browser were asked to render them.
        'Content-Security-Policy': "default-src 'none'; sandbox",
        ...publicCacheHeaders(CACHE_TAGS.campaignMaterials, { maxAge: FILE_MAX_AGE, immutable: true }),
      },
    });
  },
});

export const config: Config = { path: '/api/material-files/:id/:name' };
