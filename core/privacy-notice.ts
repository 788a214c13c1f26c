/**
 * The privacy notice (/privacy) as the consents name it: every consent records the version of the notice the
 * person was shown (core/schema/consent.schema.ts), so which words they agreed to can be proven later. The version is
 * derived from the notice's own text: web/features/privacy/privacy-notice-version.test.tsx renders the page,
 * derives it again and fails, naming the new value, when the text changed and this file did not.
 */
import { ITALIAN_MONTHS } from './dates';

/** "Ultimo aggiornamento" at the end of the page: change it with the text. */
export const PRIVACY_NOTICE_UPDATED = 'Novembre 2025';

/** The notice's version: `informativa-` + the month it was updated + a fingerprint of its text. */
export const PRIVACY_NOTICE_VERSION = 'informativa-2025-11-9b17116d';

/** A 32-bit FNV-1a fingerprint of the text, as 8 hex digits: enough to tell two versions of one page apart. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The version of a notice whose visible text is `text` (white space collapsed, so line breaks do not count). */
export function privacyNoticeVersion(text: string, updated: string = PRIVACY_NOTICE_UPDATED): string {
  const [month, year] = updated.toLowerCase().split(' ');
  const number = String(ITALIAN_MONTHS.indexOf(month) + 1).padStart(2, '0');
  return `informativa-${year}-${number}-${fingerprint(text.replace(/\s+/g, ' ').trim())}`;
}
