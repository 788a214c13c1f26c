import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProviders } from '../../web/app/AppProviders';
import { Toaster } from '../../web/app/Toaster';
import { AppRoutes } from '../../web/routes';

/** Renders the whole app at a path, with a fresh SWR cache, as a visitor would land on it. */
export function renderRoute(path: string): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </SWRConfig>
    </MemoryRouter>,
  );
  return { ...result, user };
}

/** Renders a part of a page under a router, with the toaster beside it so its toasts can be read. */
export function renderWithToaster(ui: React.ReactNode): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter>
      {ui}
      <Toaster />
    </MemoryRouter>,
  );
  return { ...result, user };
}
