import { useId, useState } from 'react';
import { API } from '../../../../core/api-paths';
import { useApi } from '../../../lib/swr';
import { ERROR_TEXTS, useUnauthorizedOnError } from '../admin-errors';
import { CoverageMap } from './CoverageMap';

/**
 * The coverage per comune: the map of Veneto by province, and the table (what the map shows, comune by comune),
 * narrowed to the comuni with uncovered sections when asked. A comune's name opens its sections.
 */
export function CoverageView({ onChoose }: { onChoose: (comuneCode: string) => void }) {
  const { data: rows, error, isLoading } = useApi(API.adminPollingCoverage);
  useUnauthorizedOnError(error);
  const filterId = useId();
  const [uncoveredOnly, setUncoveredOnly] = useState(false);
  const shown = (rows ?? []).filter((row) => !uncoveredOnly || row.effettivi < row.sections);
  const total = (rows ?? []).reduce(
    (sum, row) => ({ sections: sum.sections + row.sections, effettivi: sum.effettivi + row.effettivi }),
    { sections: 0, effettivi: 0 },
  );
  return (
    <>
      <h3>Copertura</h3>
      {error && <p role="alert">{ERROR_TEXTS.loadList}</p>}
      {isLoading && <p role="status">Caricamento...</p>}
      {rows && (
        <>
          <p>
            Sezioni con un effettivo: {total.effettivi} su {total.sections}.
          </p>
          <div className="polling-coverage">
            <CoverageMap rows={rows} />
            <div className="polling-coverage__table">
              <div className="checkbox">
                <input
                  id={filterId}
                  type="checkbox"
                  checked={uncoveredOnly}
                  onChange={(event) => setUncoveredOnly(event.target.checked)}
                />
                <label htmlFor={filterId}>Solo comuni con sezioni scoperte</label>
              </div>
              {shown.length === 0 ? (
                <p className="admin-empty">
                  {rows.length === 0 ? 'Nessuna sezione importata ancora' : 'Tutte le sezioni hanno un effettivo'}
                </p>
              ) : (
                <div className="polling-table__scroll">
                  <table className="polling-table">
                    <caption className="visually-hidden">Copertura delle sezioni per comune</caption>
                    <thead>
                      <tr>
                        <th scope="col">Comune</th>
                        <th scope="col">Sezioni</th>
                        <th scope="col">Effettivi</th>
                        <th scope="col">Supplenti</th>
                        <th scope="col">Scoperte</th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.map((row) => (
                        <tr key={row.comuneCode}>
                          <th scope="row">
                            <button
                              type="button"
                              className="polling-table__comune"
                              onClick={() => onChoose(row.comuneCode)}
                            >
                              {row.comune} ({row.province})
                            </button>
                          </th>
                          <td>{row.sections}</td>
                          <td>{row.effettivi}</td>
                          <td>{row.supplenti}</td>
                          <td>{row.sections - row.effettivi}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </div>
          </div>
        </>
      )}
    </>
  );
}
