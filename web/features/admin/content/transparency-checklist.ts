import { formatShortDate } from '../../../../core/dates';
import type { SiteContent } from '../../../../core/schema/site-content.schema';
import {
  DOCUMENTS_DUE,
  OLDEST_CERTIFICATE,
  PROPAGANDA_STARTS,
  TRANSPARENCY_DOCUMENTS,
} from '../../../../core/transparency';

export interface ChecklistItem {
  /** What the law asks, as the owner reads it. */
  label: string;
  done: boolean;
  /** The last day (YYYY-MM-DD), counted back from the first voting day. */
  deadline: string;
}

const filled = (value: string | null): boolean => Boolean(value?.trim());

/**
 * What the election law asks of the site, for the owner: the documents of L. 3/2019 art. 1 c. 14 by the 14th day
 * before the vote, the committente line and the mandatario with the account for contributions before the propaganda
 * starts (docs/decisions/0036). A document counts only with its date: a link pasted before the uploads has none.
 */
export function transparencyChecklist(content: SiteContent): ChecklistItem[] {
  return [
    {
      label: `${TRANSPARENCY_DOCUMENTS.cv.label} su /trasparenza`,
      done: filled(content.cvUrl) && filled(content.cvPublishedOn),
      deadline: DOCUMENTS_DUE,
    },
    {
      label: `${TRANSPARENCY_DOCUMENTS.criminalRecord.label} su /trasparenza, rilasciato dal ${formatShortDate(OLDEST_CERTIFICATE)} in poi`,
      done: filled(content.criminalRecordUrl) && filled(content.criminalRecordIssuedOn),
      deadline: DOCUMENTS_DUE,
    },
    {
      label: 'Riga del committente responsabile (L. 515/1993, art. 3)',
      done: filled(content.committente),
      deadline: PROPAGANDA_STARTS,
    },
    {
      label: 'Mandatario elettorale e conto per i contributi (L. 515/1993, art. 7)',
      done: filled(content.mandatarioName) && filled(content.contributionIban),
      deadline: PROPAGANDA_STARTS,
    },
  ];
}
