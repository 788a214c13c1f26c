import { withShareSource } from '../../core/share-source';
import { countPageEvent } from './page-events';

/**
 * Sharing through whatever the browser offers, in the order people expect on a phone: the system share sheet,
 * then a WhatsApp link, then the clipboard. The browser is passed in, so tests pass fakes. Each way shares the link
 * tagged with its channel (core/share-source.ts) and is counted as the page's event (web/lib/page-events.ts).
 */
import { whatsappLink } from '../../core/referral';

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

/** WhatsApp's share link, one for the pages and the mails (core/referral.ts). */
export const whatsappShareUrl = whatsappLink;

/**
 * The system share sheet: 'shared', 'aborted' when the visitor closed it, or undefined when it refused
 * (permissions, a file type the target rejects) and the caller should offer what comes next.
 */
export async function systemShare(
  share: NonNullable<ShareEnvironment['share']>,
  data: ShareData,
): Promise<'shared' | 'aborted' | undefined> {
  try {
    await share(data);
    return 'shared';
  } catch (error) {
    return error instanceof Error && error.name === 'AbortError' ? 'aborted' : undefined;
  }
}

/** The last resort of every share: the text copied, or nothing left to try. */
export async function copyOrGiveUp(env: ShareEnvironment, text: string): Promise<'copied' | 'unsupported'> {
  if (!env.writeClipboard) return 'unsupported';
  try {
    await env.writeClipboard(text);
    countPageEvent('share-copy');
    return 'copied';
  } catch {
    return 'unsupported';
  }
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
    const outcome = await systemShare(env.share, { ...data, url: withShareSource(data.url, 'native') });
    if (outcome === 'shared') countPageEvent('share-native');
    if (outcome) return outcome;
  }
  if (env.open?.(whatsappShareUrl(`${data.text} ${withShareSource(data.url, 'whatsapp')}`))) {
    countPageEvent('share-whatsapp');
    return 'linkOpened';
  }
  return copyOrGiveUp(env, `${data.text} ${withShareSource(data.url, 'copy')}`);
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
