import { siteConfig } from '../../../core/site-config';
import { withShareSource } from '../../../core/share-source';
import { countPageEvent } from '../../lib/page-events';
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
 * or Facebook (Cancel) links; otherwise the text and link copied to the clipboard. Each shares the page's link
 * tagged with its channel (core/share-source.ts) and is counted as the page's event.
 */
export async function shareImage(file: File, pageUrl: string, env: ShareEnvironment): Promise<ShareOutcome> {
  if (env.share && env.canShare?.({ files: [file] })) {
    const text = shareText(withShareSource(pageUrl, 'native'));
    // Any refusal other than the visitor closing the sheet: offer the links instead.
    const outcome = await systemShare(env.share, { files: [file], text, title: siteConfig.openingEvent.name });
    if (outcome === 'shared') countPageEvent('share-native');
    if (outcome) return outcome;
  }
  if (env.confirm && env.open) {
    const whatsapp = env.confirm(SHARE_CONFIRM_MESSAGE);
    const url = whatsapp
      ? whatsappShareUrl(shareText(withShareSource(pageUrl, 'whatsapp')))
      : facebookShareUrl(withShareSource(pageUrl, 'facebook'));
    if (env.open(url)) {
      countPageEvent(whatsapp ? 'share-whatsapp' : 'share-facebook');
      return 'linkOpened';
    }
  }
  return copyOrGiveUp(env, shareText(withShareSource(pageUrl, 'copy')));
}
