import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { API } from '../../../../core/api-paths';
import { POLLING_SECTION_HEADERS, type PollingSectionImport } from '../../../../core/schema/polling-section.schema';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { ERROR_TEXTS, useFailureReporter } from '../admin-errors';

/** "Importa le sezioni": a CSV with the Italian headers, sent as text/csv; what it did, and each refused line. */
export function SectionImport() {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<PollingSectionImport | null>(null);
  const report = useFailureReporter();
  const { mutate } = useSWRConfig();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setSending(true);
    try {
      const done = await send('POST', API.adminPollingSections, new Blob([await file.text()], { type: 'text/csv' }));
      setOutcome(done);
      notify.success(`Sezioni importate: ${done.imported}`);
      await mutate((key) => typeof key === 'string' && key.startsWith(API.adminPollingSections));
    } catch (error) {
      report(error, ERROR_TEXTS.importSections);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} aria-label="Importa le sezioni">
      <h3>Importa le sezioni</h3>
      <div className="field">
        <label htmlFor={fileId}>File CSV delle sezioni</label>
        <small className="field-hint" id={`${fileId}-hint`}>
          Prima riga: {POLLING_SECTION_HEADERS.join(',')}. Il comune per nome o codice ISTAT; importare di nuovo
          aggiorna gli indirizzi senza duplicare le sezioni.
        </small>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <button type="submit" className="button" disabled={!file || sending}>
        {sending ? 'Importazione in corso...' : 'Importa sezioni'}
      </button>
      {outcome && (
        <div role="status" className="polling-import">
          <p>
            Importate {outcome.imported} sezioni: {outcome.created} nuove, {outcome.updated} aggiornate.
            {outcome.rejected.length > 0 && ` Righe scartate: ${outcome.rejected.length}.`}
          </p>
          {outcome.rejected.length > 0 && (
            <ul>
              {outcome.rejected.map((line) => (
                <li key={line.line}>
                  Riga {line.line}: {line.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
