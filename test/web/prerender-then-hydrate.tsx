import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/**
 * A page as the build prerenders it at `builtAt` (on the server, where `serverLacks` is undefined), then as a
 * visitor's browser hydrates it at `openedAt`: the container, and whether React reported anything.
 * Uses the fake clock: call `vi.useRealTimers()` after the test.
 */
export async function prerenderThenHydrate(
  ui: () => ReactElement,
  { builtAt, openedAt, serverLacks }: { builtAt: string; openedAt: string; serverLacks: 'window' | 'document' },
) {
  vi.useFakeTimers({ now: new Date(builtAt), toFake: ['Date'] });
  vi.stubGlobal(serverLacks, undefined);
  const html = renderToString(ui());
  vi.unstubAllGlobals();

  vi.setSystemTime(new Date(openedAt));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, ui(), { onRecoverableError: (error) => console.error(error) });
  });
  return { html, container, errors };
}
