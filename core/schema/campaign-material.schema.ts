import * as yup from 'yup';
import { uploadIdOf } from '../material-files';
import { isHttpUrl, maxChars, optionalText, requiredText, text } from './fields.schema';

/** Where a material's link may go: an http(s) address elsewhere or a file uploaded here. */
export const isMaterialHref = (fileUrl: string): boolean => uploadIdOf(fileUrl) !== undefined || isHttpUrl(fileUrl);

export const FILE_TYPES = ['pdf', 'image', 'document'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const CAMPAIGN_MATERIAL_MESSAGES = {
  title: 'Il titolo deve contenere almeno 2 caratteri',
  titleTooLong: 'Il titolo può contenere al massimo 200 caratteri',
  fileUrl: 'URL file non valido',
  fileType: 'Tipo di file non valido: scegli pdf, image o document',
  fileSize: 'La dimensione può contenere al massimo 50 caratteri',
  description: 'La descrizione può contenere al massimo 2000 caratteri',
} as const;

/** POST /api/campaign-materials and the admin materials form. */
export const campaignMaterialSchema = yup.object({
  title: requiredText(2, 200, CAMPAIGN_MATERIAL_MESSAGES.title, CAMPAIGN_MATERIAL_MESSAGES.titleTooLong),
  description: optionalText(2000, CAMPAIGN_MATERIAL_MESSAGES.description),
  fileUrl: text(CAMPAIGN_MATERIAL_MESSAGES.fileUrl)
    .required(CAMPAIGN_MATERIAL_MESSAGES.fileUrl)
    .test(maxChars(2000, CAMPAIGN_MATERIAL_MESSAGES.fileUrl))
    .test('file-url', CAMPAIGN_MATERIAL_MESSAGES.fileUrl, (value) => !value || isMaterialHref(value)),
  fileType: text(CAMPAIGN_MATERIAL_MESSAGES.fileType)
    .oneOf(FILE_TYPES, CAMPAIGN_MATERIAL_MESSAGES.fileType)
    .default('pdf'),
  fileSize: optionalText(50, CAMPAIGN_MATERIAL_MESSAGES.fileSize),
});

export type CampaignMaterialInput = yup.InferType<typeof campaignMaterialSchema>;

export interface CampaignMaterial {
  id: number;
  title: string;
  description: string | null;
  fileUrl: string;
  /** pdf, image or document; anything else stored earlier shows as "other" on the public page. */
  fileType: string;
  /** Free text such as "2.5 MB". */
  fileSize: string | null;
  createdAt: string;
  /** Raised by the database at each change an admin can see: the `If-Match` a save or delete sends back. */
  version: number;
}
