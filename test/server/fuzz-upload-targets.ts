/** What the fuzz test aims at among the uploads of files, the files they serve and the law's documents they are. */
import { API } from '../../core/api-paths';
import adminMaterialUpload from '../../functions/admin-material-upload/admin-material-upload';
import adminMaterialUploads from '../../functions/admin-material-uploads/admin-material-uploads';
import adminTransparencyDocuments from '../../functions/admin-transparency-documents/admin-transparency-documents';
import materialFile from '../../functions/material-file/material-file';
import type { Target } from './fuzz-targets';

export const UPLOAD_TARGETS: Target[] = [
  {
    name: 'materialUploads',
    handler: adminMaterialUploads,
    path: API.materialUploads,
    item: false,
    body: 'upload',
    methods: ['POST'],
  },
  {
    name: 'materialUpload',
    handler: adminMaterialUpload,
    path: API.materialUpload,
    item: true,
    body: 'none',
    methods: ['PUT', 'POST', 'DELETE'],
  },
  {
    name: 'transparencyDocuments',
    handler: adminTransparencyDocuments,
    path: API.transparencyDocuments,
    item: false,
    body: 'transparencyDocument',
    methods: ['PUT'],
  },
  { name: 'materialFile', handler: materialFile, path: API.materialFile, item: true, body: 'none', methods: ['GET'] },
];
