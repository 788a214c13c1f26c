import { isEmailAddress } from '../core/email-address';
import { SESSION_SECRET_MISSING, isStrongSessionSecret } from '../core/session-secret';
import { siteConfig } from '../core/site-config';

/**
 * The server's settings: every environment variable the functions, the database client and the database scripts
 * read, checked and typed here and nowhere else. Each group is read when it is used and checked once per distinct
 * value (docs/decisions/0017): a function instance checks once, a test that changes process.env is seen at once,
 * and a bad setting stops only what uses it (a wrong SMTP_URL stops the mail, never the public forms).
 */

/** A setting the server cannot use: the message names the variable and says what it must be, never its value. */
export class EnvError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'EnvError';
  }
}

/** Where the values come from: process.env, or the copy a build passes (db/prerender-data.ts). */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/**
 * One group of variables: read from the source at each call, parsed once per distinct set of values. An empty
 * variable counts as unset, as `.env.example` leaves them.
 */
function group<Name extends string, T>(
  names: readonly Name[],
  parse: (values: Readonly<Record<Name, string | undefined>>) => T,
): (source?: EnvSource) => T {
  let last: { key: string; value: T } | undefined;
  return (source = process.env) => {
    const values = Object.fromEntries(names.map((name) => [name, source[name] || undefined])) as Record<
      Name,
      string | undefined
    >;
    const key = JSON.stringify(names.map((name) => values[name] ?? null));
    if (last?.key !== key) last = { key, value: parse(values) };
    return last.value;
  };
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** The value when it is a URL of one of `protocols` (with a host when `withHost`), else an EnvError naming it. */
function urlSetting(
  variable: string,
  value: string | undefined,
  protocols: readonly string[],
  expected: string,
  withHost = true,
): string | undefined {
  if (value === undefined) return undefined;
  const url = parseUrl(value);
  if (!url || !protocols.includes(url.protocol) || (withHost && !url.hostname)) {
    throw new EnvError(variable, `${variable} must be ${expected}.`);
  }
  return value;
}

const POSTGRES_URL = 'a postgres:// or postgresql:// connection string';

export interface DatabaseEnv {
  /** Netlify Database's connection string (set by Netlify, and by `netlify dev` locally); wins over databaseUrl. */
  netlifyDbUrl: string | undefined;
  /** How Netlify Database is reached: "serverless" is Neon over HTTP (production), "server" a Postgres socket. */
  netlifyDbDriver: 'serverless' | 'server' | undefined;
  /** Any Neon or Postgres database (DATABASE_URL), for sites off Netlify Database and for the database scripts. */
  databaseUrl: string | undefined;
  /**
   * At most how many connections an instance opens to a Postgres server (DATABASE_POOL_MAX; pg's default, 10, when
   * unset). The embedded database of `netlify dev` and the tests gives all its connections one session, where two
   * transactions would interleave: 1 there.
   */
  poolMax: number | undefined;
}

/** DATABASE_POOL_MAX: a whole number from 1 to 100, or unset. */
function poolMaxSetting(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(value) || Number(value) > 100) {
    throw new EnvError('DATABASE_POOL_MAX', 'DATABASE_POOL_MAX must be a whole number from 1 to 100.');
  }
  return Number(value);
}

/** The database settings, all optional (db/client.ts says when no URL is set). */
export const databaseEnv = group(
  ['NETLIFY_DB_URL', 'NETLIFY_DB_DRIVER', 'DATABASE_URL', 'DATABASE_POOL_MAX'],
  (values): DatabaseEnv => {
    const driver = values.NETLIFY_DB_DRIVER;
    if (driver !== undefined && driver !== 'serverless' && driver !== 'server') {
      throw new EnvError('NETLIFY_DB_DRIVER', 'NETLIFY_DB_DRIVER must be "serverless" or "server".');
    }
    return {
      netlifyDbUrl: urlSetting(
        'NETLIFY_DB_URL',
        values.NETLIFY_DB_URL,
        ['postgres:', 'postgresql:'],
        POSTGRES_URL,
        false,
      ),
      netlifyDbDriver: driver,
      databaseUrl: urlSetting('DATABASE_URL', values.DATABASE_URL, ['postgres:', 'postgresql:'], POSTGRES_URL, false),
      poolMax: poolMaxSetting(values.DATABASE_POOL_MAX),
    };
  },
);

/** A fixed secret for `netlify dev` and the test run only: a deployed site never falls back on it. */
const DEV_SESSION_SECRET = 'local-development-secret-never-use-in-production-0123456789';

/**
 * The key admin sessions are signed with (SESSION_SECRET, at least 32 characters). When it is empty, a local run
 * (`netlify dev` sets NETLIFY_DEV=true, the tests NODE_ENV=test) uses a development secret; anywhere else this
 * throws an EnvError naming SESSION_SECRET, which the admin area answers with 503. The public site never calls it.
 */
export const sessionSecret: () => string = group(['SESSION_SECRET', 'NETLIFY_DEV', 'NODE_ENV'], (values) => {
  const secret = values.SESSION_SECRET;
  if (isStrongSessionSecret(secret)) return secret;
  const localRun = values.NETLIFY_DEV === 'true' || values.NODE_ENV === 'test';
  if (secret === undefined && localRun) return DEV_SESSION_SECRET;
  throw new EnvError('SESSION_SECRET', SESSION_SECRET_MISSING);
});

/**
 * Whether the functions run under the development server: `netlify dev` sets NETLIFY_DEV=true, `netlify serve`
 * (npm run preview) and Netlify itself do not. Its pages run Vite's inline preamble, which the
 * Content-Security-Policy would refuse; a page's text must never decide that (a stop titled "/@vite/client").
 */
export const onDevelopmentServer: () => boolean = group(['NETLIFY_DEV'], (values) => values.NETLIFY_DEV === 'true');

/** NETLIFY_PURGE_API_TOKEN, which Netlify gives the functions: without it (local runs, tests) there is no CDN. */
export const purgeApiToken: () => string | undefined = group(
  ['NETLIFY_PURGE_API_TOKEN'],
  (values) => values.NETLIFY_PURGE_API_TOKEN,
);

/** BUILD_HOOK_URL, an https:// Netlify build hook that rebuilds the prerendered pages; optional. */
export const buildHookUrl: () => string | undefined = group(['BUILD_HOOK_URL'], (values) =>
  urlSetting('BUILD_HOOK_URL', values.BUILD_HOOK_URL, ['https:'], 'an https:// URL (a Netlify build hook)'),
);

/**
 * The site's public origin, without a trailing slash: SITE_URL, else Netlify's URL (given to functions at run
 * time), else the site configuration's address. The build applies the same rule (web/prerender, which cannot
 * import server/).
 */
export const siteUrl: () => string = group(['SITE_URL', 'URL'], (values) => {
  const variable = values.SITE_URL ? 'SITE_URL' : 'URL';
  const value = urlSetting(variable, values[variable], ['http:', 'https:'], 'an http:// or https:// address');
  return (value ?? siteConfig.siteUrl).replace(/\/+$/, '');
});

interface MailAddress {
  /** The display name, as in `Name <address>`; undefined for a bare address. */
  name: string | undefined;
  address: string;
}

export interface MailEnv {
  /** The mail server, `smtp://` or `smtps://` with a host (credentials in the URL); undefined: no mail server. */
  smtpUrl: string | undefined;
  /** The sender of the campaign's mail (MAIL_FROM, `address` or `Name <address>`); undefined when not set. */
  mailFrom: MailAddress | undefined;
  /** The campaign's own inbox (CAMPAIGN_INBOX_EMAIL); undefined when not set. */
  campaignInboxEmail: string | undefined;
}

const NAMED_ADDRESS = /^([^<>]*?)\s*<([^<>]+)>$/;

/** `address` or `Name <address>`, one line (a line break would start another mail header). */
function mailAddress(variable: string, value: string | undefined): MailAddress | undefined {
  if (value === undefined) return undefined;
  const named = NAMED_ADDRESS.exec(value.trim());
  const name = named?.[1].replace(/^"(.*)"$/, '$1').trim() || undefined;
  const address = (named ? named[2] : value).trim();
  if (/[\r\n]/.test(value) || !isEmailAddress(address)) {
    throw new EnvError(variable, `${variable} must be an email address or "Name <address>".`);
  }
  return { name, address };
}

/** SMTP_URL, MAIL_FROM and CAMPAIGN_INBOX_EMAIL: all optional. */
export const mailEnv: () => MailEnv = group(['SMTP_URL', 'MAIL_FROM', 'CAMPAIGN_INBOX_EMAIL'], (values) => {
  const inbox = values.CAMPAIGN_INBOX_EMAIL?.trim();
  if (inbox !== undefined && !isEmailAddress(inbox)) {
    throw new EnvError('CAMPAIGN_INBOX_EMAIL', 'CAMPAIGN_INBOX_EMAIL must be an email address.');
  }
  return {
    smtpUrl: urlSetting('SMTP_URL', values.SMTP_URL, ['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL with a host'),
    mailFrom: mailAddress('MAIL_FROM', values.MAIL_FROM),
    campaignInboxEmail: inbox,
  };
});

export interface LocalAdminEnv {
  /** ADMIN_USERNAME: the admin `npm start` creates, and `npm run create-admin`'s default; undefined when not set. */
  username: string | undefined;
  /** ADMIN_PASSWORD: that admin's password for `npm start`; undefined when not set. */
  password: string | undefined;
}

/** The local admin of the database scripts (db/seed.ts, db/create-admin.ts); the functions never read it. */
export const localAdminEnv: () => LocalAdminEnv = group(['ADMIN_USERNAME', 'ADMIN_PASSWORD'], (values) => ({
  username: values.ADMIN_USERNAME,
  password: values.ADMIN_PASSWORD,
}));
