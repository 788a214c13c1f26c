import { describe, expect, it } from 'vitest';
import { SESSION_SECRET_MISSING } from '../../core/session-secret';
import { securityHeaders } from './headers-file';

describe('a production build on Netlify', () => {
  const start = (env: NodeJS.ProcessEnv) => () => {
    const plugin = securityHeaders(env);
    const hook = plugin.buildStart as (this: { error(message: string): never }) => void;
    hook.call({
      error(message: string): never {
        throw new Error(message);
      },
    });
  };

  it('fails early without a strong SESSION_SECRET', () => {
    expect(start({ CONTEXT: 'production' })).toThrow(SESSION_SECRET_MISSING);
    expect(start({ CONTEXT: 'production', SESSION_SECRET: 'short' })).toThrow(SESSION_SECRET_MISSING);
  });

  it('passes with one, and previews and local builds do not need it', () => {
    expect(start({ CONTEXT: 'production', SESSION_SECRET: 'x'.repeat(48) })).not.toThrow();
    expect(start({ CONTEXT: 'deploy-preview' })).not.toThrow();
    expect(start({})).not.toThrow();
  });
});
