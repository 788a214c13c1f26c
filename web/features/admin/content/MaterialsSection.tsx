import { useConfirmPublishing } from '../electoral-silence';
import { Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { FILE_TYPES, campaignMaterialSchema, type FileType } from '../../../../core/schema/campaign-material.schema';
import { SelectField, TextareaField, TextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/Form';
import { send } from '../../../lib/api';
import { useApi } from '../../../lib/swr';
import { API } from '../../../../core/api-paths';
import { notify } from '../../../lib/toast';
import { ERROR_TEXTS, useFailureReporter } from '../admin-errors';
import { AdminList, listCount } from '../AdminList';
import { DeleteButton } from '../DeleteButton';
import { MaterialFileUpload } from './MaterialFileUpload';
import type { UploadedFile } from '../../../../core/schema/material-upload.schema';

interface MaterialFormValues {
  title: string;
  description: string;
  fileUrl: string;
  fileType: FileType;
  fileSize: string;
}

const EMPTY: MaterialFormValues = { title: '', description: '', fileUrl: '', fileType: 'pdf', fileSize: '' };

const TYPE_LABELS: Record<FileType, string> = { pdf: 'PDF', image: 'Immagine', document: 'Documento' };

/** An uploaded file fills the URL, type and size, and the title when it is still empty. */
const withUploadedFile = (now: MaterialFormValues, file: UploadedFile): MaterialFormValues => ({
  ...now,
  fileUrl: file.fileUrl,
  fileType: file.fileType,
  fileSize: file.fileSize,
  title: now.title.trim() === '' ? file.name.replace(/\.[^.]+$/, '') : now.title,
});

const UPLOAD_HINT =
  "PDF, immagine o documento fino a 20 MB: URL, tipo e dimensione si compilano da soli. In alternativa incolla l'indirizzo del file.";

/** Section 3 of the panel: campaign materials, uploaded here or linked by URL, and their list. */
export function MaterialsSection() {
  const { data: materials, error, isLoading, mutate } = useApi(API.campaignMaterials);
  const [uploading, setUploading] = useState(false);
  const report = useFailureReporter();
  const listHeading = useRef<HTMLHeadingElement>(null);

  const confirmPublishing = useConfirmPublishing();
  const submit = async (values: MaterialFormValues, helpers: FormikHelpers<MaterialFormValues>) => {
    if (!confirmPublishing()) return;
    try {
      await send('POST', API.campaignMaterials, values, { form: helpers });
      notify.success('Materiale aggiunto');
      helpers.resetForm({ values: EMPTY });
      await mutate();
    } catch (failure) {
      report(failure, ERROR_TEXTS.addMaterial);
    }
  };

  return (
    <section id="materiali" className="admin-section" aria-labelledby="materiali-titolo">
      <h2 id="materiali-titolo">Materiali di Campagna</h2>
      <Formik initialValues={EMPTY} validationSchema={campaignMaterialSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="admin-card admin-form" aria-label="Nuovo materiale">
            <MaterialFileUpload onBusy={setUploading} fill={withUploadedFile} hint={UPLOAD_HINT} />
            <div className="admin-grid">
              <TextField name="title" label="Titolo" required />
              <TextField
                name="fileUrl"
                label="URL del file"
                required
                inputMode="url"
                hint="Compilato dal caricamento, oppure un indirizzo completo, per esempio https://…/volantino.pdf"
              />
              <SelectField name="fileType" label="Tipo di file">
                {FILE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TYPE_LABELS[type]}
                  </option>
                ))}
              </SelectField>
              <TextField name="fileSize" label="Dimensione" hint="Per esempio 2.5 MB" />
            </div>
            <TextareaField name="description" label="Descrizione" />
            <div className="admin-actions">
              <button type="submit" className="button" disabled={isSubmitting || uploading}>
                Aggiungi Materiale
              </button>
            </div>
          </Form>
        )}
      </Formik>

      <h3 ref={listHeading} tabIndex={-1}>
        Materiali{listCount(materials)}
      </h3>
      <AdminList
        items={materials}
        error={error}
        isLoading={isLoading}
        empty="Nessun materiale aggiunto ancora"
        actions={(material) => (
          <DeleteButton
            item={API.campaignMaterial}
            list={API.campaignMaterials}
            id={material.id}
            version={material.version}
            name={material.title}
            confirm={`Eliminare il materiale "${material.title}"?`}
            success="Materiale rimosso"
            failure={ERROR_TEXTS.deleteMaterial}
            listHeading={listHeading}
          />
        )}
      >
        {(material) => (
          <>
            <h4>{material.title}</h4>
            <p>
              {TYPE_LABELS[material.fileType as FileType] ?? 'Altro'}
              {material.fileSize && ` · ${material.fileSize}`}
            </p>
            {material.description && <p>{material.description}</p>}
            <p>
              <a href={material.fileUrl} target="_blank" rel="noopener noreferrer">
                Apri il file<span className="visually-hidden"> {material.title} (si apre in una nuova scheda)</span>
              </a>
            </p>
          </>
        )}
      </AdminList>
    </section>
  );
}
