import { useId, useState } from 'react';
import { API } from '../../../../core/api-paths';
import { withQuery } from '../../../../core/api-contract';
import { formatLongDate } from '../../../../core/dates';
import { useApi } from '../../../lib/swr';
import { AdminList } from '../AdminList';

const recruits = (count: number) => (count === 1 ? '1 persona' : `${count} persone`);

/**
 * "Porta un amico" (titolare, segreteria: names of people): whose personal links brought others, most first, for
 * one stop (its bookings made from a link) or for the whole campaign (bookings, shifts and volunteers).
 */
export function ReferralsSection() {
  const selectId = useId();
  const [stop, setStop] = useState('');
  const { data: stops } = useApi(API.tourEvents);
  const path = stop ? withQuery(API.adminReferrals, { tourEventId: stop }) : API.adminReferrals;
  const { data: referrals, error, isLoading } = useApi(path);
  const items = referrals?.map((referral) => ({ ...referral, id: referral.code }));
  return (
    <section id="amici" className="admin-section" aria-labelledby="amici-titolo">
      <h2 id="amici-titolo">Porta un amico</h2>
      <p>
        Chi ha portato altre persone con il proprio link personale, dal più attivo. Per una tappa contano le
        prenotazioni fatte dal link; per tutta la campagna anche i turni e i volontari.
      </p>
      <div className="admin-filters">
        <div className="field">
          <label htmlFor={selectId}>Tappa</label>
          <select id={selectId} value={stop} onChange={(event) => setStop(event.target.value)}>
            <option value="">Tutta la campagna</option>
            {stops?.map((each) => (
              <option key={each.id} value={String(each.id)}>
                {`${each.title}, ${formatLongDate(each.eventDate)}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <AdminList items={items} error={error} isLoading={isLoading} empty="Nessuno è ancora arrivato da un link">
        {(referral) => (
          <p>
            <strong>{referral.name}</strong> · codice {referral.code} · ha portato {recruits(referral.recruited)}
          </p>
        )}
      </AdminList>
    </section>
  );
}
