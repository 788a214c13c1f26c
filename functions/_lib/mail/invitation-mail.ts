import { invitationText, stopInvitationPath, volunteersInvitationPath, whatsappLink } from '../../../core/referral';

/**
 * "Porta un amico" in a confirmation mail (docs/decisions/0042): the person's own link, WhatsApp first. One paragraph
 * the templates add after their own; none for a mail queued before the codes existed.
 */
export function invitationParagraphs(
  siteUrl: string,
  code: string | null | undefined,
  stopId: number | null,
): string[] {
  if (!code) return [];
  const url = `${siteUrl}${stopId === null ? volunteersInvitationPath(code) : stopInvitationPath(stopId, code)}`;
  const text = invitationText(url, stopId === null ? 'volunteers' : 'stop');
  return [
    'Porta un amico: invita chi vuoi con il tuo link personale, chi si iscrive da lì arriva grazie a te.\n' +
      `Su WhatsApp: ${whatsappLink(text)}\nIl tuo link: ${url}`,
  ];
}
