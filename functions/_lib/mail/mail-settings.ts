import { siteConfig } from '../../../core/site-config';

/** Where mail goes out and what it carries: every mail setting, read from the environment here and nowhere else. */
export interface MailSettings {
  /** The SMTP server, credentials included; undefined when SMTP_URL is unset or a setting is wrong (mail waits). */
  smtpUrl: string | undefined;
  /** The sender, as `Name <address>`: an address the provider has verified. */
  from: string;
  /** The campaign's inbox for contact notifications, when set; else the site content's contact email is used. */
  campaignInbox: string | undefined;
  /** The origin the mails' links point at. */
  siteUrl: string;
  /** What is wrong with the settings, naming each setting (never its value, which may hold a password). */
  problems: string[];
}

export const SMTP_URL_INVALID =
  'SMTP_URL must be an smtp:// or smtps:// URL with the server and its credentials, ' +
  'e.g. smtps://user:password@smtp-relay.brevo.com:465';

export const MAIL_FROM_INVALID = 'MAIL_FROM must be an address, or a name and an address: Name <address@example.it>';

const CAMPAIGN_INBOX_INVALID = 'CAMPAIGN_INBOX_EMAIL must be an email address';

const DEFAULT_FROM = `${siteConfig.candidate.fullName} Presidente <noreply@${new URL(siteConfig.siteUrl).hostname}>`;

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const isSender = (value: string) => ADDRESS.test((/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).trim());

/**
 * The mail settings: SMTP_URL, MAIL_FROM, CAMPAIGN_INBOX_EMAIL and the site's origin (SITE_URL, else the URL Netlify
 * and `netlify dev` set, else the site configuration's). A malformed setting is listed in `problems` by name, never
 * taken for "not configured" in silence, and never thrown: the forms keep working, the mail waits.
 */
export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const problems: string[] = [];
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !isSmtpUrl(smtpUrl)) problems.push(SMTP_URL_INVALID);
  const from = env.MAIL_FROM?.trim() || DEFAULT_FROM;
  if (!isSender(from)) problems.push(MAIL_FROM_INVALID);
  let campaignInbox = env.CAMPAIGN_INBOX_EMAIL?.trim() || undefined;
  if (campaignInbox && !ADDRESS.test(campaignInbox)) {
    problems.push(CAMPAIGN_INBOX_INVALID);
    campaignInbox = undefined;
  }
  return {
    smtpUrl: problems.length === 0 ? smtpUrl : undefined,
    from,
    campaignInbox,
    siteUrl: (env.SITE_URL || env.URL || siteConfig.siteUrl).replace(/\/+$/, ''),
    problems,
  };
}
