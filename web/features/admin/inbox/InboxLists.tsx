import { API } from '../../../../core/api-paths';
import { formatDateTime } from '../../../../core/dates';
import { ContactDetails, RecordList, mailto } from '../RecordList';

const yesNo = (flag: number) => (flag === 1 ? 'Sì' : 'No');

export function ContactList({ generation }: { generation: number }) {
  return (
    <RecordList
      entry={API.adminContactSubmissions}
      title="Messaggi dal modulo contatti"
      csvLabel="Esporta CSV dei messaggi"
      empty="Nessun messaggio ricevuto ancora"
      generation={generation}
    >
      {(item) => (
        <>
          <h4>{item.name}</h4>
          <dl className="admin-details">
            <dt>Ricevuto</dt>
            <dd>{formatDateTime(item.createdAt)}</dd>
            <ContactDetails email={item.email} phone={item.phone} />
            <dt>Privacy</dt>
            <dd>{yesNo(item.privacyAccepted)}</dd>
            <dt>Marketing</dt>
            <dd>{yesNo(item.marketingConsent)}</dd>
          </dl>
          <p className="admin-message__text">{item.message}</p>
        </>
      )}
    </RecordList>
  );
}

export function PhotoBoothList({ generation }: { generation: number }) {
  return (
    <RecordList
      entry={API.adminPhotoBoothEmails}
      title="Iscrizioni dal generatore di immagini"
      csvLabel="Esporta CSV delle iscrizioni"
      empty="Nessuna iscrizione ricevuta ancora"
      generation={generation}
    >
      {(item) => (
        <>
          <h4>{item.nomeCognome}</h4>
          <dl className="admin-details">
            <dt>Ricevuta</dt>
            <dd>{formatDateTime(item.createdAt)}</dd>
            <dt>Email</dt>
            <dd>
              <a href={mailto(item.email)}>{item.email}</a>
            </dd>
            <dt>Città</dt>
            <dd>
              {item.citta} ({item.provincia})
            </dd>
            <dt>Privacy</dt>
            <dd>{yesNo(item.privacyAccepted)}</dd>
            <dt>Marketing</dt>
            <dd>{yesNo(item.marketingConsent)}</dd>
          </dl>
        </>
      )}
    </RecordList>
  );
}

export function NewsletterList({ generation }: { generation: number }) {
  return (
    <RecordList
      entry={API.adminNewsletterSubscriptions}
      title="Iscritti alla newsletter"
      csvLabel="Esporta CSV degli iscritti confermati alla newsletter"
      empty="Nessun iscritto alla newsletter ancora"
      generation={generation}
    >
      {(item) => (
        <>
          <h4>{item.name ?? item.email}</h4>
          <dl className="admin-details">
            <dt>Iscritto</dt>
            <dd>{formatDateTime(item.subscribedAt)}</dd>
            <dt>Stato</dt>
            <dd>{item.confirmedAt ? `Confermato il ${formatDateTime(item.confirmedAt)}` : 'In attesa di conferma'}</dd>
            <dt>Email</dt>
            <dd>
              <a href={mailto(item.email)}>{item.email}</a>
            </dd>
          </dl>
        </>
      )}
    </RecordList>
  );
}
