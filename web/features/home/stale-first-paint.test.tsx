import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { API } from '../../../core/api-paths';
import { AppProviders } from '../../app/AppProviders';
import { server } from '../../../test/web/api-server';
import { TourSection } from './TourSection';

const NOTHING_PLANNED = /Nessuna tappa in programma/;
const UPDATING = 'Le prossime tappe sono in aggiornamento…';
const CONTENT = { mapTitle: 'Sul territorio', mapDescription: 'Le tappe.' };

/** The tour as the build rendered it, from a list of stops that may be older than the latest one. */
const tour = () => (
  <MemoryRouter>
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders prerendered={{ [`${API.tourEvents}`]: [], [`${API.visitedCities}`]: [] }}>
        <TourSection content={CONTENT} />
      </AppProviders>
    </SWRConfig>
  </MemoryRouter>
);

describe('the first paint of the upcoming stops, from a list the build found empty', () => {
  it('says they are being updated, never that none is planned', () => {
    const html = renderToString(tour());
    expect(html).toContain(UPDATING);
    expect(html).not.toMatch(NOTHING_PLANNED);
  });

  it('says none is planned once the page has fetched the list and found it still empty', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/tour-events', async () => {
        await answered;
        return HttpResponse.json([]);
      }),
    );
    render(tour());
    expect(screen.getByText(UPDATING)).toBeInTheDocument();
    expect(screen.queryByText(NOTHING_PLANNED)).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText(NOTHING_PLANNED)).toBeInTheDocument();
    expect(screen.queryByText(UPDATING)).not.toBeInTheDocument();
  });
});
