import { useId, useState } from 'react';
import { ComuneSelect } from '../ComuneSelect';
import { useSWRConfig } from 'swr';
import { API } from '../../../../core/api-paths';
import { itemPath, withQuery } from '../../../../core/api-contract';
import {
  POLLING_ROLE_LABELS,
  type ListRepresentative,
  type PollingRole,
  type PollingSection,
} from '../../../../core/schema/polling-section.schema';
import { ApiError, send } from '../../../lib/api';
import { useApi } from '../../../lib/swr';
import { notify } from '../../../lib/toast';
import { ERROR_TEXTS, useFailureReporter, useUnauthorizedOnError } from '../admin-errors';

const ROLES: readonly PollingRole[] = ['effettivo', 'supplente'];

/** One section's row: its two places as choices of the people who offered, saved with the version it was read at. */
function SectionRow({
  section,
  people,
  numbers,
  onSaved,
}: {
  section: PollingSection;
  people: readonly ListRepresentative[];
  numbers: ReadonlyMap<number, number>;
  onSaved: () => Promise<unknown>;
}) {
  const [chosen, setChosen] = useState<Record<PollingRole, string>>({
    effettivo: String(section.effettivo?.volunteerId ?? ''),
    supplente: String(section.supplente?.volunteerId ?? ''),
  });
  const [saving, setSaving] = useState(false);
  const report = useFailureReporter();
  const changed = ROLES.some((role) => chosen[role] !== String(section[role]?.volunteerId ?? ''));

  const save = async () => {
    setSaving(true);
    try {
      const body = { effettivo: chosen.effettivo || null, supplente: chosen.supplente || null };
      await send('PUT', itemPath(API.adminPollingSection, section.id), body, { ifMatch: section.version });
      notify.success(`Sezione ${section.number} salvata`);
      await onSaved();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields) notify.error('Errore', Object.values(fields).join(' '));
      else if (error instanceof ApiError && error.status === 412) {
        notify.error('Errore', 'Un altro amministratore ha cambiato questa sezione: ricarica e riprova.');
        await onSaved();
      } else report(error, ERROR_TEXTS.assignSection);
    } finally {
      setSaving(false);
    }
  };

  /** A person who holds another section is shown, and cannot be chosen: one person, one section. */
  const elsewhere = (person: ListRepresentative) =>
    person.sectionId !== null && person.sectionId !== section.id
      ? ` (già alla sezione ${numbers.get(person.sectionId) ?? 'di un altro comune'})`
      : '';

  return (
    <tr>
      <th scope="row">{section.number}</th>
      <td>{section.address}</td>
      {ROLES.map((role) => (
        <td key={role}>
          <select
            aria-label={`${POLLING_ROLE_LABELS[role]} della sezione ${section.number}`}
            value={chosen[role]}
            onChange={(event) => setChosen({ ...chosen, [role]: event.target.value })}
          >
            <option value="">Nessuno</option>
            {people.map((person) => (
              <option
                key={person.volunteerId}
                value={person.volunteerId}
                disabled={elsewhere(person) !== ''}
              >{`${person.name} – elettore a ${person.electoralComune}${elsewhere(person)}`}</option>
            ))}
          </select>
        </td>
      ))}
      <td>
        <button
          type="button"
          className="button button--secondary"
          disabled={!changed || saving}
          aria-busy={saving}
          aria-label={`Salva la sezione ${section.number}`}
          onClick={() => void save()}
        >
          Salva
        </button>
      </td>
    </tr>
  );
}

/** The chosen comune's sections and the people who offered, with its designations to download. */
function Sections({ comune }: { comune: string }) {
  const { data, error, isLoading, mutate } = useApi(withQuery(API.adminPollingSections, { comune }));
  useUnauthorizedOnError(error);
  const { mutate: mutateAny } = useSWRConfig();
  const filterId = useId();
  const [uncoveredOnly, setUncoveredOnly] = useState(false);
  if (error) return <p role="alert">{ERROR_TEXTS.loadList}</p>;
  if (isLoading || !data) return <p role="status">Caricamento...</p>;
  const numbers = new Map(data.sections.map((section) => [section.id, section.number]));
  const shown = data.sections.filter((section) => !uncoveredOnly || section.effettivo === null);
  const saved = () => Promise.all([mutate(), mutateAny(API.adminPollingCoverage)]);
  const download = (format: 'csv' | 'pdf') => withQuery(API.adminDesignations, { comune, format });
  return (
    <>
      <div className="admin-actions">
        <a className="button button--secondary" href={download('pdf')} download>
          Designazioni (PDF)
        </a>
        <a className="button button--secondary" href={download('csv')} download>
          Designazioni (CSV)
        </a>
      </div>
      <p className="admin-hint">
        Ogni download delle designazioni è registrato nel registro attività: contengono date e luoghi di nascita.
      </p>
      {data.representatives.length === 0 && (
        <p className="admin-empty">Nessun volontario confermato si è ancora offerto come rappresentante di lista</p>
      )}
      <div className="checkbox">
        <input
          id={filterId}
          type="checkbox"
          checked={uncoveredOnly}
          onChange={(event) => setUncoveredOnly(event.target.checked)}
        />
        <label htmlFor={filterId}>Solo sezioni scoperte</label>
      </div>
      {shown.length === 0 ? (
        <p className="admin-empty">
          {data.sections.length === 0 ? 'Nessuna sezione importata per questo comune' : 'Nessuna sezione scoperta'}
        </p>
      ) : (
        <div className="polling-table__scroll">
          <table className="polling-table">
            <caption className="visually-hidden">Sezioni e rappresentanti assegnati</caption>
            <thead>
              <tr>
                <th scope="col">Sezione</th>
                <th scope="col">Indirizzo</th>
                <th scope="col">Effettivo</th>
                <th scope="col">Supplente</th>
                <th scope="col">
                  <span className="visually-hidden">Azioni</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((section) => (
                <SectionRow
                  key={`${section.id}-${section.version}`}
                  section={section}
                  people={data.representatives}
                  numbers={numbers}
                  onSaved={saved}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** "Sezioni di un comune": the comune to work on, then its sections. */
export function ComuneSections({ comune, onChoose }: { comune: string; onChoose: (comuneCode: string) => void }) {
  return (
    <>
      <h3>Sezioni e assegnazioni</h3>
      <ComuneSelect label="Comune delle sezioni" none="Scegli un comune" value={comune} onChange={onChoose} />
      {comune && <Sections comune={comune} />}
    </>
  );
}
