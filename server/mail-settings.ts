import { siteConfig } from '../core/site-config';
import { EnvError, mailEnv, siteUrl, type MailEnv } from './env';

/** Where mail goes out and what it carries: what the mail code reads of the environment, through here only. */
export interface MailSettings {
  /** The SMTP server, credentials included; undefined when SMTP_URL is unset or a setting is wrong (mail waits). */
  smtpUrl: string | undefined;
  /** The sender (MAIL_FROM): an address the provider has verified. */
  from: { name: string | undefined; address: string };
  /** The campaign's inbox for contact notifications (CAMPAIGN_INBOX_EMAIL); without it none is sent. */
  campaignInbox: string | undefined;
  /** The origin the mails' links point at. */
  siteUrl: string;
  /** What is wrong with the settings, naming each setting (never its value, which may hold a password). */
  problems: string[];
}

const DEFAULT_FROM = {
  name: `${siteConfig.candidate.fullName} Presidente`,
  address: `noreply@${new URL(siteConfig.siteUrl).hostname}`,
};

/** The setting, or `fallback` with the EnvError's message (which names the variable) added to `problems`. */
function read<T>(setting: () => T, fallback: T, problems: string[]): T {
  try {
    return setting();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    problems.push(error.message);
    return fallback;
  }
}

/**
 * The mail settings, from the server's environment module (server/env.ts): SMTP_URL, MAIL_FROM, CAMPAIGN_INBOX_EMAIL
 * and the site's origin (SITE_URL, else Netlify's URL). A malformed setting is listed in `problems` by name and
 * stops the sending, never the forms: the mail waits in the outbox.
 */
export function mailSettings(): MailSettings {
  const problems: string[] = [];
  const none: MailEnv = { smtpUrl: undefined, mailFrom: undefined, campaignInboxEmail: undefined };
  const mail = read(mailEnv, none, problems);
  const origin = read(siteUrl, siteConfig.siteUrl, problems);
  return {
    smtpUrl: problems.length === 0 ? mail.smtpUrl : undefined,
    from: mail.mailFrom ?? DEFAULT_FROM,
    campaignInbox: mail.campaignInboxEmail,
    siteUrl: origin,
    problems,
  };
}
