import { useId, useState } from 'react';
import { ComuneSelect } from '../ComuneSelect';
import { API } from '../../../../core/api-paths';
import { formatDateTime } from '../../../../core/dates';
import { VOLUNTEER_ACTIVITIES, type VolunteerActivity } from '../../../../core/schema/volunteer.schema';
import { ContactDetails, RecordList } from '../RecordList';

const ACTIVITY_OPTIONS = Object.entries(VOLUNTEER_ACTIVITIES) as [VolunteerActivity, string][];

/** The list's filters: one activity, one comune (by its ISTAT code), or all. */
function VolunteerFilters({ onChange }: { onChange: (query: Record<string, string>) => void }) {
  const activityId = useId();
  const [activity, setActivity] = useState('');
  const [comune, setComune] = useState('');
  const apply = (next: { activity: string; comune: string }) => {
    setActivity(next.activity);
    setComune(next.comune);
    onChange({
      ...(next.activity ? { activity: next.activity } : {}),
      ...(next.comune ? { comune: next.comune } : {}),
    });
  };
  return (
    <div className="admin-filters">
      <div className="field">
        <label htmlFor={activityId}>Attività</label>
        <select id={activityId} value={activity} onChange={(event) => apply({ activity: event.target.value, comune })}>
          <option value="">Tutte le attività</option>
          {ACTIVITY_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <ComuneSelect
        label="Comune"
        none="Tutti i comuni"
        value={comune}
        onChange={(code) => apply({ activity, comune: code })}
      />
    </div>
  );
}

/** "Volontari": who offered their time from /volontari, confirmed or waiting for their click, with their activities. */
export function VolunteerList({ generation }: { generation: number }) {
  const [query, setQuery] = useState<Record<string, string>>({});
  return (
    <>
      <VolunteerFilters onChange={setQuery} />
      <RecordList
        entry={API.adminVolunteers}
        title="Volontari"
        csvLabel="Esporta CSV dei volontari"
        empty="Nessun volontario ancora"
        searchHint="Nome, email, telefono o comune; maiuscole e accenti non contano."
        generation={generation}
        query={query}
      >
        {(item) => (
          <>
            <h4>{item.name}</h4>
            <dl className="admin-details">
              <dt>Ricevuto</dt>
              <dd>{formatDateTime(item.createdAt)}</dd>
              <dt>Stato</dt>
              <dd>
                {item.status === 'confirmed' && item.confirmedAt
                  ? `Confermato il ${formatDateTime(item.confirmedAt)}`
                  : 'In attesa di conferma'}
              </dd>
              <ContactDetails email={item.email} phone={item.phone} />
              <dt>Comune</dt>
              <dd>{item.comune}</dd>
              <dt>Attività</dt>
              <dd>{item.activities.map((activity) => VOLUNTEER_ACTIVITIES[activity]).join(', ')}</dd>
              {item.availability && (
                <>
                  <dt>Disponibilità</dt>
                  <dd>{item.availability}</dd>
                </>
              )}
            </dl>
          </>
        )}
      </RecordList>
    </>
  );
}
