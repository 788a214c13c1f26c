import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { API } from '../../../../core/api-paths';
import { formatShortDate } from '../../../../core/dates';
import { transparencyDocumentSchema } from '../../../../core/schema/transparency.schema';
import { TRANSPARENCY_DOCUMENTS, type TransparencyDocumentKind } from '../../../../core/transparency';
import { TextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/Form';
import { send } from '../../../lib/api';
import { useApi } from '../../../lib/swr';
import { notify } from '../../../lib/toast';
import { ERROR_TEXTS, useFailureReporter } from '../admin-errors';
import { MaterialFileUpload } from './MaterialFileUpload';
import { transparencyChecklist } from './transparency-checklist';

interface DocumentFormValues {
  document: TransparencyDocumentKind;
  fileUrl: string;
  issuedOn?: string;
}

const withUploadedFile = (now: DocumentFormValues, file: { fileUrl: string }): DocumentFormValues => ({
  ...now,
  fileUrl: file.fileUrl,
});

/** The CV, or the certificate with its issue date: a PDF uploaded, then published in place of the one before. */
function DocumentForm({ kind }: { kind: TransparencyDocumentKind }) {
  const { label } = TRANSPARENCY_DOCUMENTS[kind];
  const { mutate } = useApi(API.content);
  const [uploading, setUploading] = useState(false);
  const report = useFailureReporter();
  const empty: DocumentFormValues =
    kind === 'criminalRecord' ? { document: kind, fileUrl: '', issuedOn: '' } : { document: kind, fileUrl: '' };

  const submit = async (values: DocumentFormValues, helpers: FormikHelpers<DocumentFormValues>) => {
    try {
      const updated = await send('PUT', API.transparencyDocuments, values, { form: helpers });
      await mutate(updated, { revalidate: false });
      notify.success(`${label} pubblicato`);
      helpers.resetForm({ values: empty });
    } catch (failure) {
      report(failure, ERROR_TEXTS.publishDocument);
    }
  };

  return (
    <Formik initialValues={empty} validationSchema={transparencyDocumentSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="admin-card admin-form" aria-label={label}>
          <h3>{label}</h3>
          <MaterialFileUpload
            onBusy={setUploading}
            fill={withUploadedFile}
            formats={['application/pdf']}
            hint="Solo PDF, fino a 20 MB. Pubblicato, sostituisce quello di prima."
          />
          <TextField name="fileUrl" label="File caricato" readOnly required />
          {kind === 'criminalRecord' && (
            <TextField
              name="issuedOn"
              type="date"
              label="Data di rilascio"
              required
              hint="La data scritta sul certificato"
            />
          )}
          <div className="admin-actions">
            <button type="submit" className="button" disabled={isSubmitting || uploading}>
              {`Pubblica ${label.toLowerCase()}`}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** The owner's checklist of the election law's duties, each done or missing with its last day. */
function Checklist() {
  const { data: content } = useApi(API.content);
  if (!content) return null;
  return (
    <ul className="admin-checklist" aria-label="Obblighi di legge">
      {transparencyChecklist(content).map((item) => (
        <li key={item.label} className={item.done ? 'admin-checklist__done' : 'admin-checklist__missing'}>
          <strong>{item.done ? 'Fatto' : 'Manca'}</strong>: {item.label}, entro il {formatShortDate(item.deadline)}
        </li>
      ))}
    </ul>
  );
}

/** "Trasparenza" (owner): what the law asks and what is missing, and the documents of /trasparenza. */
export function TransparencySection() {
  return (
    <section id="trasparenza" className="admin-section" aria-labelledby="trasparenza-titolo">
      <h2 id="trasparenza-titolo">Trasparenza</h2>
      <Checklist />
      <DocumentForm kind="cv" />
      <DocumentForm kind="criminalRecord" />
    </section>
  );
}
