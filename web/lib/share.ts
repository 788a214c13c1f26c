/**
 * Sharing through whatever the browser offers, in the order people expect on a phone: the system share sheet,
 * then a WhatsApp link, then the clipboard. The browser is passed in, so tests pass fakes.
 */

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

/**
 * Shares a link: the native share sheet; otherwise WhatsApp with the text and link in a new tab; otherwise the
 * text and link copied.
 */
export async function shareLink(
  data: { title: string; text: string; url: string },
  env: ShareEnvironment,
): Promise<ShareOutcome> {
  if (env.share) {
    try {
      await env.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'aborted';
    }
  }
  const message = `${data.text} ${data.url}`;
  if (env.open?.(whatsappShareUrl(message))) return 'linkOpened';
  if (env.writeClipboard) {
    try {
      await env.writeClipboard(message);
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
