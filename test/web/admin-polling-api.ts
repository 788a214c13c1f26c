import { HttpResponse } from 'msw';
import { API } from '../../core/api-paths';
import {
  POLLING_MESSAGES,
  pollingAssignmentSchema,
  type ComuneCoverage,
  type ListRepresentative,
  type PollingSection,
} from '../../core/schema/polling-section.schema';
import { VENETO_COMUNI, venetoComune } from '../../core/veneto-comuni';
import { admin, adminApi, notFound, signedIn, staleVersion, unauthorized } from './admin-api-store';
import { handle } from './api-server';

/** The rappresentanti's state of the test API: the sections, and the confirmed volunteers who offered. */
export const pollingApi: { sections: PollingSection[]; representatives: ListRepresentative[] } = {
  sections: [],
  representatives: [],
};

export function resetPollingApi(): void {
  pollingApi.sections = [];
  pollingApi.representatives = [];
}

const PROVINCES = new Map(VENETO_COMUNI.map(([code, , province]) => [code, province]));

/** The admin endpoints of the rappresentanti di lista, answering as the functions do, on pollingApi. */
export const pollingHandlers = [
  handle(
    'GET',
    API.adminPollingSections,
    signedIn((request) => {
      const comune = new URL(request.url).searchParams.get('comune');
      return {
        sections: pollingApi.sections.filter((section) => section.comuneCode === comune),
        representatives: pollingApi.representatives,
      };
    }),
  ),
  handle('POST', API.adminPollingSections, async ({ request }) => {
    if (!adminApi.user) return unauthorized();
    if (request.headers.get('content-type') !== 'text/csv') {
      return HttpResponse.json({ error: POLLING_MESSAGES.notCsv }, { status: 415 });
    }
    const [header, ...lines] = (await request.text()).split(/\r?\n/);
    if (header !== 'comune,numero,indirizzo')
      return HttpResponse.json({ error: POLLING_MESSAGES.headers }, { status: 400 });
    const outcome = { imported: 0, created: 0, updated: 0, rejected: [] as { line: number; reason: string }[] };
    lines.forEach((text, index) => {
      if (text.trim() === '') return;
      const [name, number, address] = text.split(',');
      const comune = venetoComune(name ?? '');
      if (!comune) {
        outcome.rejected.push({ line: index + 2, reason: POLLING_MESSAGES.comune });
        return;
      }
      const known = pollingApi.sections.find(
        (each) => each.comuneCode === comune.code && each.number === Number(number),
      );
      if (known) known.address = address;
      else {
        pollingApi.sections.push({
          id: pollingApi.sections.length + 1,
          comuneCode: comune.code,
          comune: comune.name,
          number: Number(number),
          address,
          version: 1,
          effettivo: null,
          supplente: null,
        });
      }
      outcome.imported++;
      outcome[known ? 'updated' : 'created']++;
    });
    return outcome;
  }),
  handle(
    'PUT',
    API.adminPollingSection,
    admin(pollingAssignmentSchema, (body, { id }, request) => {
      const section = pollingApi.sections.find((each) => each.id === Number(id));
      if (!section) return notFound();
      const stale = staleVersion(request, section);
      if (stale) return stale;
      const person = (volunteerId: number | null) => {
        if (volunteerId === null) return null;
        const found = pollingApi.representatives.find((each) => each.volunteerId === volunteerId);
        return found ? { volunteerId, name: found.name } : undefined;
      };
      const effettivo = person(body.effettivo);
      const supplente = person(body.supplente);
      if (effettivo === undefined || supplente === undefined) {
        return HttpResponse.json(
          { error: 'Dati non validi', fields: { effettivo: POLLING_MESSAGES.notOffered } },
          {
            status: 400,
          },
        );
      }
      for (const each of pollingApi.representatives) {
        if (each.sectionId === section.id) each.sectionId = null;
        if (each.volunteerId === body.effettivo || each.volunteerId === body.supplente) each.sectionId = section.id;
      }
      Object.assign(section, { effettivo, supplente, version: section.version + 1 });
      return section;
    }),
  ),
  handle(
    'GET',
    API.adminPollingCoverage,
    signedIn(() => {
      const byComune = new Map<string, ComuneCoverage>();
      for (const section of pollingApi.sections) {
        const row = byComune.get(section.comuneCode) ?? {
          comune: section.comune,
          comuneCode: section.comuneCode,
          province: PROVINCES.get(section.comuneCode) ?? '',
          sections: 0,
          effettivi: 0,
          supplenti: 0,
        };
        row.sections++;
        if (section.effettivo) row.effettivi++;
        if (section.supplente) row.supplenti++;
        byComune.set(section.comuneCode, row);
      }
      return [...byComune.values()].sort((a, b) => (a.comune < b.comune ? -1 : 1));
    }),
  ),
];
