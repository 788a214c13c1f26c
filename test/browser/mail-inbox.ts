import { inject } from 'vitest';
import type { CaughtMail } from '../../scripts/mail-catcher';

/**
 * The mails the test site sent, as its local catcher holds them (`npm start`'s inbox, `/mails.json`): what a person
 * would find in their mailbox.
 */
export async function mailsTo(to: string, count: number): Promise<CaughtMail[]> {
  const inbox = inject('mailInboxURL');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mails = ((await (await fetch(`${inbox}/mails.json`)).json()) as CaughtMail[]).filter((mail) =>
      mail.to.includes(to),
    );
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The path and query of the site's link to `path` in a mail's text (`/iscrizione/conferma?t=…`), to open on the
 * test site.
 */
export function linkIn(mail: CaughtMail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`https?://[^/\\s]+(${escaped}\\?t=[A-Za-z0-9_-]{43})`).exec(mail.text);
  if (!found) throw new Error(`No link to ${path} in the mail "${mail.subject}"`);
  return found[1];
}
