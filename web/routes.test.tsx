import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PAGE_IDS, PAGE_ROUTES } from '../core/page-routes';
import { PublicLayout } from './app/PublicLayout';
import { ROUTE_TABLE, SCREENS } from './routes';

/** A concrete path of each page: a stop's for the stop pages, an unknown one for the 404. */
const samplePath = (path: string) => (path === '*' ? '/pagina-che-non-esiste' : path.replace(':id', '7'));

describe('the route table', () => {
  it.each(PAGE_IDS)('shows the screen of %s at its path, in its layout', (id) => {
    const matches = matchRoutes(ROUTE_TABLE, samplePath(PAGE_ROUTES[id].path));
    expect(matches).not.toBeNull();
    const [layout, screen] = matches!.map((match) => match.route.element);
    expect(matches).toHaveLength(2);
    expect(isValidElement(screen) && screen.type).toBe(SCREENS[id]);
    expect(isValidElement(layout) && layout.type === PublicLayout).toBe(PAGE_ROUTES[id].layout === 'public');
  });
});
