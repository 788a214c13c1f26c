import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../core/site-config';
import {
  EnvError,
  buildHookUrl,
  databaseEnv,
  localAdminEnv,
  mailEnv,
  onDevelopmentServer,
  purgeApiToken,
  sessionSecret,
  siteUrl,
} from './env';

const READ = [
  'NETLIFY_DB_URL',
  'NETLIFY_DB_DRIVER',
  'DATABASE_URL',
  'SESSION_SECRET',
  'NETLIFY_DEV',
  'NETLIFY_PURGE_API_TOKEN',
  'BUILD_HOOK_URL',
  'SITE_URL',
  'URL',
  'SMTP_URL',
  'MAIL_FROM',
  'CAMPAIGN_INBOX_EMAIL',
  'ADMIN_USERNAME',
  'ADMIN_PASSWORD',
];

// Each test starts from an environment without any of them (NODE_ENV stays "test", as vitest sets it).
beforeEach(() => {
  for (const name of READ) vi.stubEnv(name, undefined);
});
afterEach(() => vi.unstubAllEnvs());

/** The EnvError a read throws; fails the test when the read succeeds or throws anything else. */
function refusal(read: () => unknown): EnvError {
  try {
    read();
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('the setting was accepted');
}

function stubAll(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
}

it('leaves every setting but the session secret optional: absent, each has its default', () => {
  expect(databaseEnv()).toEqual({
    netlifyDbUrl: undefined,
    netlifyDbDriver: undefined,
    databaseUrl: undefined,
    poolMax: undefined,
  });
  expect(purgeApiToken()).toBeUndefined();
  expect(buildHookUrl()).toBeUndefined();
  expect(siteUrl()).toBe(siteConfig.siteUrl);
  expect(mailEnv()).toEqual({ smtpUrl: undefined, mailFrom: undefined, campaignInboxEmail: undefined });
  expect(localAdminEnv()).toEqual({ username: undefined, password: undefined });
});

const NEON = 'postgresql://user:pw@ep-1.eu-central-1.aws.neon.tech/neondb?sslmode=require';

it.each([
  [
    'database',
    () => databaseEnv(),
    {
      NETLIFY_DB_URL: 'postgres://127.0.0.1:5432/postgres',
      NETLIFY_DB_DRIVER: 'serverless',
      DATABASE_URL: NEON,
      DATABASE_POOL_MAX: '1',
    },
    {
      netlifyDbUrl: 'postgres://127.0.0.1:5432/postgres',
      netlifyDbDriver: 'serverless',
      databaseUrl: NEON,
      poolMax: 1,
    },
  ],
  [
    'mail',
    () => mailEnv(),
    {
      SMTP_URL: 'smtps://campagna:pw@smtp.example.it:465',
      MAIL_FROM: 'Giulia Venturini Presidente <campagna@example.it>',
      CAMPAIGN_INBOX_EMAIL: 'segreteria@example.it',
    },
    {
      smtpUrl: 'smtps://campagna:pw@smtp.example.it:465',
      mailFrom: { name: 'Giulia Venturini Presidente', address: 'campagna@example.it' },
      campaignInboxEmail: 'segreteria@example.it',
    },
  ],
  [
    'local admin',
    () => localAdminEnv(),
    { ADMIN_USERNAME: 'segreteria', ADMIN_PASSWORD: 'una-password-locale' },
    { username: 'segreteria', password: 'una-password-locale' },
  ],
])('types valid %s settings', (_group, read, values, expected) => {
  stubAll(values);
  expect(read()).toEqual(expected);
});

/** Every refusal names its variable; a value that may hold a password or token is never quoted back. */
it.each([
  ['DATABASE_URL', 'mysql://user:hunter2-secret@db.example.it/site', () => databaseEnv(), 'hunter2-secret'],
  ['NETLIFY_DB_URL', 'not a url', () => databaseEnv()],
  ['NETLIFY_DB_DRIVER', 'neon', () => databaseEnv()],
  ['DATABASE_POOL_MAX', '0', () => databaseEnv()],
  ['DATABASE_POOL_MAX', 'dieci', () => databaseEnv()],
  ['DATABASE_POOL_MAX', '101', () => databaseEnv()],
  ['SESSION_SECRET', 'short', () => sessionSecret(), 'short'],
  ['BUILD_HOOK_URL', 'http://api.netlify.com/build_hooks/abc123', () => buildHookUrl(), 'abc123'],
  ['SITE_URL', 'www.example.it', () => siteUrl()],
  ['URL', 'ftp://example.it', () => siteUrl()],
  ['SMTP_URL', 'http://campagna:hunter2-secret@smtp.example.it', () => mailEnv(), 'hunter2-secret'],
  ['SMTP_URL', 'smtp://', () => mailEnv()],
  ['SMTP_URL', 'smtp.example.it:587', () => mailEnv()],
  ['MAIL_FROM', 'campagna', () => mailEnv()],
  ['MAIL_FROM', 'Campagna <campagna>', () => mailEnv()],
  ['MAIL_FROM', 'campagna@example.it\r\nBcc: everyone@example.it', () => mailEnv()],
  ['CAMPAIGN_INBOX_EMAIL', 'segreteria at example.it', () => mailEnv()],
] as const)('refuses %s=%j, naming it', (variable, value, read, secret?: string) => {
  vi.stubEnv(variable, value);
  const error = refusal(read);
  expect(error.variable).toBe(variable);
  expect(error.message).toContain(variable);
  if (secret) expect(error.message).not.toContain(secret);
});

it('reads the database settings from the source a build passes, else from process.env', () => {
  vi.stubEnv('DATABASE_URL', 'postgres://127.0.0.1:1/from-process');
  expect(databaseEnv({ DATABASE_URL: 'postgres://127.0.0.1:1/from-build' }).databaseUrl).toBe(
    'postgres://127.0.0.1:1/from-build',
  );
  expect(databaseEnv().databaseUrl).toBe('postgres://127.0.0.1:1/from-process');
  vi.stubEnv('NETLIFY_DB_DRIVER', 'server');
  expect(databaseEnv().netlifyDbDriver).toBe('server');
});

describe('SESSION_SECRET', () => {
  it('is used when it has at least 32 characters', () => {
    vi.stubEnv('SESSION_SECRET', 'x'.repeat(32));
    expect(sessionSecret()).toBe('x'.repeat(32));
  });

  it('is refused when too short, even locally', () => {
    vi.stubEnv('SESSION_SECRET', 'short');
    expect(refusal(() => sessionSecret()).message).toMatch(/at least 32 characters/);
  });

  it('may be missing only in a local run: the tests or netlify dev', () => {
    expect(sessionSecret().length).toBeGreaterThanOrEqual(32);
    vi.stubEnv('NODE_ENV', 'production');
    expect(refusal(() => sessionSecret()).message).toMatch(/SESSION_SECRET must be set/);
    vi.stubEnv('NETLIFY_DEV', 'true');
    expect(sessionSecret().length).toBeGreaterThanOrEqual(32);
  });

  it('is read again when the environment changes, never frozen at its first value', () => {
    vi.stubEnv('SESSION_SECRET', 'a'.repeat(40));
    expect(sessionSecret()).toBe('a'.repeat(40));
    vi.stubEnv('SESSION_SECRET', 'b'.repeat(40));
    expect(sessionSecret()).toBe('b'.repeat(40));
  });
});

it('knows the development server by NETLIFY_DEV=true alone (netlify dev), not by NODE_ENV or another value', () => {
  expect(onDevelopmentServer()).toBe(false);
  vi.stubEnv('NETLIFY_DEV', 'false');
  expect(onDevelopmentServer()).toBe(false);
  vi.stubEnv('NETLIFY_DEV', 'true');
  expect(onDevelopmentServer()).toBe(true);
});

it('takes the purge token Netlify gives the functions and an https:// build hook', () => {
  vi.stubEnv('NETLIFY_PURGE_API_TOKEN', 'nf-token');
  vi.stubEnv('BUILD_HOOK_URL', 'https://api.netlify.com/build_hooks/abc123');
  expect(purgeApiToken()).toBe('nf-token');
  expect(buildHookUrl()).toBe('https://api.netlify.com/build_hooks/abc123');
});

it("names the site's origin from SITE_URL, else Netlify's URL, without a trailing slash", () => {
  vi.stubEnv('URL', 'https://venturini.netlify.app');
  expect(siteUrl()).toBe('https://venturini.netlify.app');
  vi.stubEnv('SITE_URL', 'https://www.example.it/');
  expect(siteUrl()).toBe('https://www.example.it');
});

it('takes a plain smtp server, and a sender with or without a name', () => {
  vi.stubEnv('SMTP_URL', 'smtp://localhost:1025');
  vi.stubEnv('MAIL_FROM', 'campagna@example.it');
  expect(mailEnv().smtpUrl).toBe('smtp://localhost:1025');
  expect(mailEnv().mailFrom).toEqual({ name: undefined, address: 'campagna@example.it' });
  vi.stubEnv('MAIL_FROM', '"Venturini, Giulia" <campagna@example.it>');
  expect(mailEnv().mailFrom).toEqual({ name: 'Venturini, Giulia', address: 'campagna@example.it' });
});
