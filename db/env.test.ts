import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../core/site-config';
import {
  EnvError,
  buildHookUrl,
  databaseEnv,
  localAdminEnv,
  mailEnv,
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

function expectRefused(read: () => unknown, variable: string, secret?: string) {
  const error = refusal(read);
  expect(error.variable).toBe(variable);
  expect(error.message).toContain(variable);
  if (secret) expect(error.message).not.toContain(secret);
}

describe('database settings', () => {
  it('are all optional', () => {
    expect(databaseEnv()).toEqual({ netlifyDbUrl: undefined, netlifyDbDriver: undefined, databaseUrl: undefined });
  });

  it('take Postgres connection strings and the two drivers of Netlify Database', () => {
    vi.stubEnv('NETLIFY_DB_URL', 'postgres://127.0.0.1:5432/postgres');
    vi.stubEnv('NETLIFY_DB_DRIVER', 'serverless');
    vi.stubEnv('DATABASE_URL', 'postgresql://user:pw@ep-1.eu-central-1.aws.neon.tech/neondb?sslmode=require');
    expect(databaseEnv()).toEqual({
      netlifyDbUrl: 'postgres://127.0.0.1:5432/postgres',
      netlifyDbDriver: 'serverless',
      databaseUrl: 'postgresql://user:pw@ep-1.eu-central-1.aws.neon.tech/neondb?sslmode=require',
    });
    vi.stubEnv('NETLIFY_DB_DRIVER', 'server');
    expect(databaseEnv().netlifyDbDriver).toBe('server');
  });

  it('refuse anything else, naming the variable and never quoting its password', () => {
    vi.stubEnv('DATABASE_URL', 'mysql://user:hunter2-secret@db.example.it/site');
    expectRefused(() => databaseEnv(), 'DATABASE_URL', 'hunter2-secret');
    vi.stubEnv('DATABASE_URL', undefined);
    vi.stubEnv('NETLIFY_DB_URL', 'not a url');
    expectRefused(() => databaseEnv(), 'NETLIFY_DB_URL');
    vi.stubEnv('NETLIFY_DB_URL', undefined);
    vi.stubEnv('NETLIFY_DB_DRIVER', 'neon');
    expectRefused(() => databaseEnv(), 'NETLIFY_DB_DRIVER');
  });

  it('are read from the source a build passes, else from process.env', () => {
    vi.stubEnv('DATABASE_URL', 'postgres://127.0.0.1:1/from-process');
    expect(databaseEnv({ DATABASE_URL: 'postgres://127.0.0.1:1/from-build' }).databaseUrl).toBe(
      'postgres://127.0.0.1:1/from-build',
    );
    expect(databaseEnv().databaseUrl).toBe('postgres://127.0.0.1:1/from-process');
  });
});

describe('SESSION_SECRET', () => {
  it('is used when it has at least 32 characters', () => {
    vi.stubEnv('SESSION_SECRET', 'x'.repeat(32));
    expect(sessionSecret()).toBe('x'.repeat(32));
  });

  it('is refused when too short, even locally', () => {
    vi.stubEnv('SESSION_SECRET', 'short');
    expectRefused(() => sessionSecret(), 'SESSION_SECRET', 'short');
    expect(refusal(() => sessionSecret()).message).toMatch(/at least 32 characters/);
  });

  it('may be missing only in a local run: the tests or netlify dev', () => {
    expect(sessionSecret().length).toBeGreaterThanOrEqual(32);
    vi.stubEnv('NODE_ENV', 'production');
    expectRefused(() => sessionSecret(), 'SESSION_SECRET');
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

describe('NETLIFY_PURGE_API_TOKEN', () => {
  it('is the token Netlify gives the functions, or undefined where there is no CDN', () => {
    expect(purgeApiToken()).toBeUndefined();
    vi.stubEnv('NETLIFY_PURGE_API_TOKEN', 'nf-token');
    expect(purgeApiToken()).toBe('nf-token');
  });
});

describe('BUILD_HOOK_URL', () => {
  it('is an https:// URL, or undefined', () => {
    expect(buildHookUrl()).toBeUndefined();
    vi.stubEnv('BUILD_HOOK_URL', 'https://api.netlify.com/build_hooks/abc123');
    expect(buildHookUrl()).toBe('https://api.netlify.com/build_hooks/abc123');
    vi.stubEnv('BUILD_HOOK_URL', 'http://api.netlify.com/build_hooks/abc123');
    expectRefused(() => buildHookUrl(), 'BUILD_HOOK_URL', 'abc123');
  });
});

describe('SITE_URL and URL', () => {
  it('name the origin, SITE_URL first, without a trailing slash; else the site configuration', () => {
    expect(siteUrl()).toBe(siteConfig.siteUrl);
    vi.stubEnv('URL', 'https://venturini.netlify.app');
    expect(siteUrl()).toBe('https://venturini.netlify.app');
    vi.stubEnv('SITE_URL', 'https://www.example.it/');
    expect(siteUrl()).toBe('https://www.example.it');
  });

  it('refuse an address that is not http(s), naming the variable used', () => {
    vi.stubEnv('SITE_URL', 'www.example.it');
    expectRefused(() => siteUrl(), 'SITE_URL');
    vi.stubEnv('SITE_URL', undefined);
    vi.stubEnv('URL', 'ftp://example.it');
    expectRefused(() => siteUrl(), 'URL');
  });
});

describe('mail settings', () => {
  it('are all optional', () => {
    expect(mailEnv()).toEqual({ smtpUrl: undefined, mailFrom: undefined, campaignInboxEmail: undefined });
  });

  it('take an smtp(s) server, a sender with or without a name and an inbox', () => {
    vi.stubEnv('SMTP_URL', 'smtps://campagna:pw@smtp.example.it:465');
    vi.stubEnv('MAIL_FROM', 'Giulia Venturini Presidente <campagna@example.it>');
    vi.stubEnv('CAMPAIGN_INBOX_EMAIL', 'segreteria@example.it');
    expect(mailEnv()).toEqual({
      smtpUrl: 'smtps://campagna:pw@smtp.example.it:465',
      mailFrom: { name: 'Giulia Venturini Presidente', address: 'campagna@example.it' },
      campaignInboxEmail: 'segreteria@example.it',
    });
    vi.stubEnv('SMTP_URL', 'smtp://localhost:1025');
    vi.stubEnv('MAIL_FROM', 'campagna@example.it');
    expect(mailEnv().smtpUrl).toBe('smtp://localhost:1025');
    expect(mailEnv().mailFrom).toEqual({ name: undefined, address: 'campagna@example.it' });
    vi.stubEnv('MAIL_FROM', '"Venturini, Giulia" <campagna@example.it>');
    expect(mailEnv().mailFrom).toEqual({ name: 'Venturini, Giulia', address: 'campagna@example.it' });
  });

  it.each([
    ['SMTP_URL', 'https://smtp.example.it'],
    ['SMTP_URL', 'smtp://'],
    ['SMTP_URL', 'smtp.example.it:587'],
    ['MAIL_FROM', 'campagna'],
    ['MAIL_FROM', 'Campagna <campagna>'],
    ['MAIL_FROM', 'campagna@example.it\r\nBcc: everyone@example.it'],
    ['CAMPAIGN_INBOX_EMAIL', 'segreteria at example.it'],
  ])('refuse %s=%j, naming it', (variable, value) => {
    vi.stubEnv(variable, value);
    expectRefused(() => mailEnv(), variable);
  });

  it('never quote the mail server password in the error', () => {
    vi.stubEnv('SMTP_URL', 'http://campagna:hunter2-secret@smtp.example.it');
    expectRefused(() => mailEnv(), 'SMTP_URL', 'hunter2-secret');
  });
});

describe('the local admin of the database scripts', () => {
  it('is what ADMIN_USERNAME and ADMIN_PASSWORD say, or undefined', () => {
    expect(localAdminEnv()).toEqual({ username: undefined, password: undefined });
    vi.stubEnv('ADMIN_USERNAME', 'segreteria');
    vi.stubEnv('ADMIN_PASSWORD', 'una-password-locale');
    expect(localAdminEnv()).toEqual({ username: 'segreteria', password: 'una-password-locale' });
  });
});
