import { countWords, describeErasure, plural } from '../../../../core/audit-log-words';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { API } from '../../../../core/api-paths';
import { withQuery } from '../../../../core/api-contract';
import { formatDateTime, formatLongDate } from '../../../../core/dates';
import { erasureSchema, type ErasureInput, type PersonalDataHeld } from '../../../../core/schema/admin.schema';
import { CONSENT_PURPOSES, type ConsentRecord } from '../../../../core/schema/consent.schema';
import { TextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/Form';
import { send } from '../../../lib/api';
import { useApi } from '../../../lib/swr';
import { notify } from '../../../lib/toast';
import { ERROR_TEXTS, useFailureReporter } from '../admin-errors';

/** The proof of one consent: what for, which notice, when, from where, confirmed and withdrawn when. */
function ConsentProof({ consent }: { consent: ConsentRecord }) {
  return (
    <li>
      <strong>{CONSENT_PURPOSES[consent.purpose]}</strong>: dato il {formatDateTime(consent.givenAt)}
      {consent.sourcePage && ` dalla pagina ${consent.sourcePage}`}, informativa {consent.noticeVersion}
      {consent.confirmedAt && `, confermato dall'email il ${formatDateTime(consent.confirmedAt)}`}
      {consent.withdrawnAt && `, revocato il ${formatDateTime(consent.withdrawnAt)}`}.
    </li>
  );
}

/** What is held about the address looked up, and the proof of every consent it gave. */
function HeldData({ email, held }: { email: string; held: PersonalDataHeld }) {
  return (
    <div className="admin-card" role="region" aria-label={`Dati di ${email}`}>
      <p>
        Dati conservati per {email}: {countWords(held.counts).join(', ')}.
      </p>
      {held.consents.length > 0 && (
        <ul className="admin-consents" aria-label="Consensi registrati">
          {held.consents.map((consent) => (
            <ConsentProof key={consent.id} consent={consent} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The rights of access and to erasure: every record of one address, shown on request with the proof of each consent
 * it gave, and erased after a confirmation.
 */
export function ErasureForm({ onErased }: { onErased: () => void }) {
  const report = useFailureReporter();
  const [result, setResult] = useState('');
  const [held, setHeld] = useState<{ email: string; held: PersonalDataHeld } | null>(null);
  const [intent, setIntent] = useState<'show' | 'erase'>('erase');

  const show = async (email: string) => {
    try {
      setHeld({ email, held: await send('GET', withQuery(API.personalData, { email })) });
    } catch (failure) {
      report(failure, ERROR_TEXTS.loadList);
    }
  };

  const erase = async (values: ErasureInput, helpers: FormikHelpers<ErasureInput>, email: string) => {
    if (!window.confirm(`Eliminare tutti i dati di ${email}? L'operazione non si può annullare.`)) return;
    try {
      const counts = await send('DELETE', API.personalData, values, { form: helpers });
      const summary = describeErasure(counts);
      setResult(`${email}: ${summary}`);
      setHeld(null);
      notify.success('Dati eliminati', summary);
      helpers.resetForm();
      onErased();
    } catch (failure) {
      report(failure, ERROR_TEXTS.erase);
    }
  };

  // As the schema trims it: the address asked about is the one shown or erased.
  const submit = (values: ErasureInput, helpers: FormikHelpers<ErasureInput>) =>
    intent === 'show' ? show(values.email.trim()) : erase(values, helpers, values.email.trim());

  return (
    <div className="admin-subsection">
      <h3>Dati di una persona: accesso e cancellazione</h3>
      <p>
        Su richiesta dell'interessato mostra o elimina messaggi, iscrizioni al generatore di immagini e alla newsletter
        e prenotazioni alle tappe legati a un indirizzo email, con la prova dei consensi che ha dato.
      </p>
      <Formik initialValues={{ email: '' }} validationSchema={erasureSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="admin-card admin-form" aria-label="Cancellazione dati">
            <TextField name="email" label="Email della persona" type="email" required autoComplete="off" />
            <div className="admin-actions">
              <button
                type="submit"
                className="button button--secondary"
                disabled={isSubmitting}
                onClick={() => setIntent('show')}
              >
                Mostra i dati
              </button>
              <button
                type="submit"
                className="button button--danger"
                disabled={isSubmitting}
                onClick={() => setIntent('erase')}
              >
                Elimina tutti i dati
              </button>
            </div>
          </Form>
        )}
      </Formik>
      {held && <HeldData {...held} />}
      <p role="status" className="admin-hint">
        {result}
      </p>
    </div>
  );
}

/** The privacy page's promise as the admins see it: the last day, and what the daily job deletes after it. */
export function RetentionNotice() {
  const { data } = useApi(API.retention);
  if (!data) return null;
  const { contactSubmissions, photoBoothEmails, newsletterSubscriptions, rsvps } = data.toDelete;
  return (
    <p className="admin-hint">
      Conservazione dei dati: dopo il {formatLongDate(data.lastDay)} verranno cancellati automaticamente{' '}
      {plural(contactSubmissions, 'messaggio', 'messaggi')},{' '}
      {plural(photoBoothEmails, 'iscrizione al generatore di immagini', 'iscrizioni al generatore di immagini')},{' '}
      {plural(newsletterSubscriptions, 'iscrizione alla newsletter', 'iscrizioni alla newsletter')} e{' '}
      {plural(rsvps, 'prenotazione', 'prenotazioni')}.
    </p>
  );
}
