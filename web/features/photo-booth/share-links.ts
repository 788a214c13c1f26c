import { siteConfig } from '../../../core/site-config';
import { copyOrGiveUp, systemShare, whatsappShareUrl, type ShareEnvironment, type ShareOutcome } from '../../lib/share';

/** The text shared with the image: an invitation to make one's own, with the event page's link. */
export function shareText(pageUrl: string): string {
  return `Anch'io ci sarò all'${siteConfig.openingEvent.name.toLocaleLowerCase('it-IT')} di ${siteConfig.candidate.fullName}! Crea anche tu la tua immagine: ${pageUrl}`;
}

const SHARE_CONFIRM_MESSAGE =
  "Il tuo dispositivo non può condividere direttamente l'immagine.\nPremi OK per condividere il link su WhatsApp, Annulla per condividerlo su Facebook.";

export function facebookShareUrl(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`;
}

/**
 * SPEC.md section 7: the device's native share with the image file; otherwise a confirm offering WhatsApp (OK)
 * or Facebook (Cancel) links; otherwise the text and link copied to the clipboard.
 */
export async function shareImage(file: File, pageUrl: string, env: ShareEnvironment): Promise<ShareOutcome> {
  const text = shareText(pageUrl);
  const data: ShareData = { files: [file], text, title: siteConfig.openingEvent.name };
  if (env.share && env.canShare?.({ files: [file] })) {
    // Any refusal other than the visitor closing the sheet: offer the links instead.
    const outcome = await systemShare(env.share, data);
    if (outcome) return outcome;
  }
  if (env.confirm && env.open) {
    const url = env.confirm(SHARE_CONFIRM_MESSAGE) ? whatsappShareUrl(text) : facebookShareUrl(pageUrl);
    if (env.open(url)) return 'linkOpened';
  }
  return copyOrGiveUp(env, text);
}
