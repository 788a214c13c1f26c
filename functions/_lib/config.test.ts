import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionSecret } from './config';
import { call } from './test-helpers';
import content from '../content/content';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.restoreAllMocks();
});

describe('SESSION_SECRET', () => {
  it('is used when it has at least 32 characters', () => {
    process.env.SESSION_SECRET = 'x'.repeat(32);
    expect(sessionSecret()).toBe('x'.repeat(32));
  });

  it('is refused when too short, even locally', () => {
    process.env.SESSION_SECRET = 'short';
    expect(() => sessionSecret()).toThrow(/at least 32 characters/);
  });

  it('may be missing only in a local run', () => {
    delete process.env.SESSION_SECRET;
    expect(sessionSecret().length).toBeGreaterThanOrEqual(32);
    process.env.NODE_ENV = 'production';
    delete process.env.NETLIFY_DEV;
    expect(() => sessionSecret()).toThrow(/SESSION_SECRET must be set/);
  });

  it('missing in production, every function refuses to run', async () => {
    delete process.env.SESSION_SECRET;
    delete process.env.NETLIFY_DEV;
    process.env.NODE_ENV = 'production';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call(content, '/api/content');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Si è verificato un errore interno. Riprova più tardi.' });
    expect(logged.mock.calls[0].join(' ')).toContain('SESSION_SECRET');
  });
});
