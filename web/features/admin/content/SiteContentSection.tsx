import { Formik, type FormikHelpers } from 'formik';
import {
  siteContentSchema,
  type SiteContent,
  type SiteContentFields,
} from '../../../../core/schema/site-content.schema';
import { TextareaField, TextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/Form';
import { useState } from 'react';
import { isStale, send } from '../../../lib/api';
import { StaleNotice, type SavedValue } from '../StaleNotice';
import { useApi } from '../../../lib/swr';
import { API } from '../../../../core/api-paths';
import { notify } from '../../../lib/toast';
import { ERROR_TEXTS, useFailureReporter } from '../admin-errors';

type ContentFormValues = Record<keyof SiteContentFields, string>;

interface FieldSpec {
  name: keyof SiteContentFields;
  label: string;
  multiline?: boolean;
  type?: string;
  hint?: string;
}

const GROUPS: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: 'Apertura della home',
    fields: [
      { name: 'heroTitle', label: 'Titolo' },
      { name: 'heroSubtitle', label: 'Sottotitolo' },
      { name: 'heroCallToAction', label: 'Invito al voto' },
      { name: 'heroImagePath', label: 'Immagine', hint: 'Percorso sul sito (/immagini/…) o indirizzo https://' },
    ],
  },
  {
    legend: 'Biografia',
    fields: [
      { name: 'bioTitle', label: 'Titolo della biografia' },
      { name: 'bioSubtitle', label: 'Sottotitolo della biografia' },
      {
        name: 'bioText',
        label: 'Testo della biografia',
        multiline: true,
        hint: 'Separa i paragrafi con una riga vuota',
      },
    ],
  },
  {
    legend: 'Mappa del tour',
    fields: [
      { name: 'mapTitle', label: 'Titolo della mappa' },
      { name: 'mapDescription', label: 'Descrizione della mappa', multiline: true },
      {
        name: 'mapImagePath',
        label: 'Immagine della mappa',
        hint: 'Percorso sul sito (/immagini/…) o indirizzo https://',
      },
    ],
  },
  {
    legend: 'Contatti e social',
    fields: [
      { name: 'contactEmail', label: 'Email di contatto', type: 'email' },
      { name: 'contactPhone', label: 'Telefono', type: 'tel' },
      { name: 'contactAddress', label: 'Indirizzo' },
      { name: 'facebookUrl', label: 'Pagina Facebook', type: 'url' },
      { name: 'instagramUrl', label: 'Profilo Instagram', type: 'url' },
      { name: 'twitterUrl', label: 'Profilo Twitter / X', type: 'url' },
    ],
  },
  {
    legend: 'Obblighi di legge e trasparenza',
    fields: [
      {
        name: 'committente',
        label: 'Committente responsabile',
        hint: 'In fondo a ogni pagina, accanto ai materiali e sull’immagine dell’evento (L. 515/1993, art. 3)',
      },
      { name: 'mandatarioName', label: 'Mandatario elettorale' },
      { name: 'contributionIban', label: 'IBAN per i contributi', hint: 'Il conto del mandatario elettorale' },
      { name: 'contributionHolder', label: 'Intestatario del conto' },
      { name: 'spendingReportUrl', label: 'Rendiconto delle spese (PDF)', hint: 'Quando è stato depositato' },
    ],
  },
  {
    legend: 'Dopo il voto',
    fields: [
      {
        name: 'voteThanks',
        label: 'Ringraziamento',
        multiline: true,
        hint: 'Il messaggio in cima alla home dalla chiusura dei seggi',
      },
    ],
  },
];

const FIELD_NAMES = GROUPS.flatMap((group) => group.fields.map((field) => field.name));

function toFormValues(content: SiteContent): ContentFormValues {
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, content[name] ?? ''])) as ContentFormValues;
}

/** Only what the admin changed, so a partial PUT never overwrites someone else's edit of another field. */
function changedFields(initial: ContentFormValues, values: ContentFormValues): Partial<ContentFormValues> {
  return Object.fromEntries(
    FIELD_NAMES.filter((name) => values[name].trim() !== initial[name].trim()).map((name) => [name, values[name]]),
  );
}

const LABELS = Object.fromEntries(GROUPS.flatMap((group) => group.fields.map((field) => [field.name, field.label])));

/**
 * Beyond the spec: every text of site_content, edited in place. The form keeps the version it started from: a
 * refresh of the content never replaces what the admin is typing, only the fields they changed are sent, and a save
 * that meets another admin's newer one keeps what was typed and shows what they saved.
 */
export function SiteContentSection() {
  const { data: content, error, mutate } = useApi(API.content);
  const report = useFailureReporter();
  // The content the form's values were loaded from (the first read, then each save): what the admin changed is
  // measured against it, so only their own edits are sent. The version they save over is the one last met.
  const [loaded, setLoaded] = useState<SiteContent | null>(null);
  const [version, setVersion] = useState<number | null>(null);
  const start = loaded ?? content;
  const [stale, setStale] = useState<SavedValue[] | null>(null);

  const submit = async (values: ContentFormValues, helpers: FormikHelpers<ContentFormValues>) => {
    if (!start) return;
    const changes = changedFields(toFormValues(start), values);
    if (Object.keys(changes).length === 0) {
      notify.info('Nessuna modifica da salvare');
      return;
    }
    try {
      const updated = await send('PUT', API.content, changes, { form: helpers, ifMatch: version ?? start.version });
      setLoaded(updated);
      setVersion(updated.version);
      setStale(null);
      await mutate(updated, { revalidate: false });
      notify.success('Contenuti aggiornati');
      helpers.resetForm({ values: toFormValues(updated) });
    } catch (failure) {
      if (isStale(failure) && failure.current) {
        const current = failure.current as SiteContent;
        const saved = toFormValues(current);
        const before = toFormValues(start);
        setStale(
          FIELD_NAMES.filter((name) => saved[name] !== before[name]).map((name) => ({
            label: LABELS[name],
            value: saved[name],
          })),
        );
        // Saving again sends this admin's own edits over their version, and leaves their other fields as they are.
        setLoaded(start);
        setVersion(current.version);
        await mutate(current, { revalidate: false });
        return;
      }
      report(failure, ERROR_TEXTS.updateContent);
    }
  };

  return (
    <section id="contenuti" className="admin-section" aria-labelledby="contenuti-titolo">
      <h2 id="contenuti-titolo">Contenuti del Sito</h2>
      {!start ? (
        error ? (
          <p role="alert">{ERROR_TEXTS.loadList}</p>
        ) : (
          <p role="status">Caricamento...</p>
        )
      ) : (
        <Formik initialValues={toFormValues(start)} validationSchema={siteContentSchema} onSubmit={submit}>
          {({ isSubmitting, dirty }) => (
            <Form className="admin-card admin-form" aria-label="Contenuti del sito">
              {stale && <StaleNotice saved={stale} />}
              {GROUPS.map((group) => (
                <fieldset key={group.legend} className="admin-fieldset">
                  <legend>{group.legend}</legend>
                  {group.fields.map((field) =>
                    field.multiline ? (
                      <TextareaField
                        key={field.name}
                        name={field.name}
                        label={field.label}
                        hint={field.hint}
                        rows={field.name === 'bioText' ? 10 : 3}
                      />
                    ) : (
                      <TextField
                        key={field.name}
                        name={field.name}
                        label={field.label}
                        hint={field.hint}
                        type={field.type ?? 'text'}
                      />
                    ),
                  )}
                </fieldset>
              ))}
              <div className="admin-actions">
                <button type="submit" className="button" disabled={isSubmitting || !dirty}>
                  Salva Contenuti
                </button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
