import { siteConfig } from '../../../core/site-config';

/** The text shared with the image: an invitation to make one's own, with the event page's link. */
export function shareText(pageUrl: string): string {
  return `Anch'io ci sarò all'${siteConfig.openingEvent.name.toLocaleLowerCase('it-IT')} di ${siteConfig.candidate.fullName}! Crea anche tu la tua immagine: ${pageUrl}`;
}

const SHARE_CONFIRM_MESSAGE =
  'Il tuo dispositivo non può condividere direttamente l\'immagine.\nPremi OK per condividere il link su WhatsApp, Annulla per condividerlo su Facebook.';

/** What sharing needs from the browser; the page passes the real window, tests pass fakes. */
export interface ShareEnvironment {
  canShare?: (data: ShareData) => boolean;
  share?: (data: ShareData) => Promise<void>;
  confirm?: (message: string) => boolean;
  /** Opens a URL in a new tab; answers false when the browser blocked it. */
  open?: (url: string) => boolean;
  writeClipboard?: (text: string) => Promise<void>;
}

export type ShareOutcome = 'shared' | 'aborted' | 'linkOpened' | 'copied' | 'unsupported';

export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

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
    try {
      await env.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'aborted';
      // Any other refusal (permissions, a file type the target rejects): offer the links instead.
    }
  }
  if (env.confirm && env.open) {
    const url = env.confirm(SHARE_CONFIRM_MESSAGE) ? whatsappShareUrl(text) : facebookShareUrl(pageUrl);
    if (env.open(url)) return 'linkOpened';
  }
  if (env.writeClipboard) {
    try {
      await env.writeClipboard(text);
      return 'copied';
    } catch {
      // Clipboard refused: nothing left to try.
    }
  }
  return 'unsupported';
}

/** The real browser, with only the features it actually has. */
export function browserShareEnvironment(): ShareEnvironment {
  const nav = window.navigator;
  return {
    canShare: typeof nav.canShare === 'function' ? (data) => nav.canShare(data) : undefined,
    share: typeof nav.share === 'function' ? (data) => nav.share(data) : undefined,
    confirm: typeof window.confirm === 'function' ? (message) => window.confirm(message) : undefined,
    open:
      typeof window.open === 'function'
        ? (url) => {
            // Without the 'noopener' feature so a blocked popup can be told (null); the opener is cut by hand.
            const opened = window.open(url, '_blank');
            if (!opened) return false;
            opened.opener = null;
            return true;
          }
        : undefined,
    writeClipboard: nav.clipboard?.writeText ? (text) => nav.clipboard.writeText(text) : undefined,
  };
}
