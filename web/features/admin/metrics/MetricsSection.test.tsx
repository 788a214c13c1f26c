import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { metricsTable } from '../../../../core/metrics-tables';
import type { AdminRole } from '../../../../core/schema/user.schema';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { emptyReport, metricsApi } from '../../../../test/web/admin-metrics-api';

/** Two days of visits, a stop viewed and booked, sign-ups, and the speed of two templates (one slow). */
function sampleReport(days: number) {
  const report = emptyReport(days);
  return {
    ...report,
    visits: [
      { day: report.to, source: 'whatsapp' as const, views: 12 },
      { day: report.to, source: 'diretto' as const, views: 3 },
      // Pages the app's navigation showed next: page views, no visits.
      { day: report.to, source: 'interno' as const, views: 7 },
    ],
    pages: [
      { page: '/tappe/4', title: 'Comizio a Este', views: 10 },
      { page: '/', title: null, views: 5 },
    ],
    stops: [{ stopId: 4, title: 'Comizio a Este', views: 10, confirmed: 2 }],
    signups: [{ day: report.to, kind: 'newsletter' as const, count: 1 }],
    conversions: [
      { page: '/tappe/4', source: 'whatsapp' as const, kind: 'booking-confirmed' as const, count: 2 },
      { page: '/', source: 'diretto' as const, kind: 'newsletter' as const, count: 1 },
    ],
    campaigns: [
      { campaign: 'comizio-este', source: 'whatsapp' as const, views: 12, confirmed: 2, signups: 1 },
      { campaign: '', source: 'diretto' as const, views: 3, confirmed: 0, signups: 0 },
    ],
    events: [{ event: 'share-whatsapp' as const, count: 4 }],
    vitals: [
      { template: '/', vital: 'lcp' as const, samples: 8, p75: 2000, above: false },
      { template: '/tappe/:id', vital: 'inp' as const, samples: 6, p75: 300, above: false },
    ],
  };
}

const section = () => screen.getByRole('region', { name: 'Andamento' });

describe('"Andamento"', () => {
  beforeEach(() => installAdminApi({ signedIn: true }));

  it.each<AdminRole>(['owner', 'editor', 'inbox'])('is read by the %s', async (role) => {
    installAdminApi({ signedIn: true, role });
    await openPanel();
    expect(screen.getByRole('link', { name: 'Andamento' })).toHaveAttribute('href', '#andamento');
    expect(await within(section()).findAllByText('Ancora nessun dato in questo periodo.')).toHaveLength(7);
  });

  it('shows each chart with its table alternative and its CSV, from the last 30 days', async () => {
    metricsApi.report = sampleReport;
    await openPanel();
    const region = section();
    expect(await within(region).findByText(/15/, { selector: 'strong' })).toBeInTheDocument();
    // The visits are the landings; the pages viewed count the app's navigations too.
    expect(
      within(region).getByText(
        (_, element) => element?.tagName === 'P' && /^15 visite e 22 pagine viste dal/.test(element.textContent ?? ''),
      ),
    ).toBeInTheDocument();
    expect(metricsApi.asked).toEqual([30]);
    for (const [title, table] of [
      ['Visite al giorno, per fonte', 'visits'],
      ['Pagine e tappe più visitate', 'pages'],
      ['Conversione per tappa', 'stops'],
      ['Iscrizioni al giorno, per tipo', 'signups'],
      ['Iscrizioni per pagina e fonte', 'conversions'],
      ['Campagne', 'campaigns'],
      ['Velocità sui telefoni dei visitatori (75° percentile)', 'vitals'],
    ] as const) {
      const figure = within(region).getByRole('figure', { name: title });
      const shown = within(figure).getByRole('table', { name: title });
      // The head the CSV writes too (core/metrics-tables.ts).
      expect(
        within(shown)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(metricsTable(sampleReport(30), table).head);
      expect(within(figure).getByRole('link', { name: `Scarica CSV: ${title}` })).toHaveAttribute(
        'href',
        `/api/admin/metrics?days=30&table=${table}&format=csv`,
      );
      expect(await within(figure).findByRole('img')).toHaveAccessibleName(/./);
    }
    const stops = within(region).getByRole('table', { name: 'Conversione per tappa' });
    expect(within(stops).getByRole('row', { name: 'Comizio a Este 10 2 20%' })).toBeInTheDocument();
    expect(
      within(stops)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tappa', 'Pagine viste', 'Prenotazioni confermate', 'Conversione']);
    const speed = within(region).getByRole('table', { name: /Velocità/ });
    expect(within(speed).getByRole('row', { name: '/ LCP 2000 ms 2500 ms Buono 8' })).toBeInTheDocument();
    expect(
      within(speed).getByRole('row', { name: '/tappe/:id INP 300 ms 200 ms Da migliorare 6' }),
    ).toBeInTheDocument();
    const actions = within(region).getByRole('table', { name: 'Azioni sulle pagine' });
    expect(within(actions).getByRole('row', { name: 'Condivisioni su WhatsApp 4' })).toBeInTheDocument();
    const converted = within(region).getByRole('table', { name: 'Iscrizioni per pagina e fonte' });
    expect(
      within(converted).getByRole('row', { name: '/tappe/4 WhatsApp Prenotazioni confermate 2' }),
    ).toBeInTheDocument();
    const campaigns = within(region).getByRole('table', { name: 'Campagne' });
    expect(within(campaigns).getByRole('row', { name: 'comizio-este WhatsApp 12 2 1' })).toBeInTheDocument();
    expect(within(campaigns).getByRole('row', { name: 'Nessuna campagna Diretto 3 0 0' })).toBeInTheDocument();
    const visits = within(region).getByRole('table', { name: 'Visite al giorno, per fonte' });
    expect(within(visits).getByRole('row', { name: /WhatsApp 12/ })).toBeInTheDocument();
    expect(within(visits).queryByRole('row', { name: /Dalle pagine del sito/ })).toBeNull();
  });

  it('reads another period when asked', async () => {
    const { user } = await openPanel();
    await user.selectOptions(within(section()).getByRole('combobox', { name: 'Periodo' }), 'Ultimi 7 giorni');
    await within(section()).findAllByText('Ancora nessun dato in questo periodo.');
    expect(metricsApi.asked).toContain(7);
    expect(within(section()).getByRole('link', { name: 'Scarica CSV: Conversione per tappa' })).toHaveAttribute(
      'href',
      '/api/admin/metrics?days=7&table=stops&format=csv',
    );
  });
});
