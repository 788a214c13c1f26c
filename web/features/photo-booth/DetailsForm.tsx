import { FormikProvider, useFormik } from 'formik';
import type { KeyboardEvent } from 'react';
import { photoBoothFormSchema, type PhotoBoothFormValues } from '../../../core/schema/photo-booth-email.schema';
import { CheckboxField, TextField } from '../../components/form/fields';
import { Form } from '../../components/form/Form';
import { PrivacyConsentField } from '../../components/form/PrivacyConsentField';
import { canGenerate } from './photo-state';
import { useBooth } from './booth-store';

const EMPTY: PhotoBoothFormValues = {
  nomeCognome: '',
  citta: '',
  provincia: '',
  email: '',
  privacyAccepted: false,
  marketingConsent: false,
};

const provinceCode = (typed: string) => typed.toUpperCase().slice(0, 3);

/**
 * Step 2: who the image is for, validated by the schema the record derives from; its submit generates. Its own
 * chunk (formik, yup, the form kit), loaded at the visitor's first use of it: the booth comes from the page's store.
 */
export function DetailsForm() {
  const booth = useBooth();
  const formik = useFormik<PhotoBoothFormValues>({
    initialValues: EMPTY,
    validationSchema: photoBoothFormSchema,
    onSubmit: (values) => booth.generate(photoBoothFormSchema.cast(values) as PhotoBoothFormValues),
  });
  const { state } = booth;
  const generating = state.phase === 'generating';
  const ready = canGenerate(state);

  // With the generate button disabled the browser will not submit on Enter; the visitor still gets an answer.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || target.type === 'checkbox') return;
    if (booth.canGenerateNow()) return;
    event.preventDefault();
    booth.requestGenerate(formik.submitForm, formik.values);
  };

  return (
    <section className="photo-booth__step" aria-labelledby="photo-booth-form-title">
      <h2 id="photo-booth-form-title">2. I tuoi dati</h2>
      <FormikProvider value={formik}>
        <Form
          afterPaint
          onKeyDown={onKeyDown}
          onSubmit={(submitEvent) => {
            submitEvent.preventDefault();
            booth.requestGenerate(formik.submitForm, formik.values);
          }}
        >
          {booth.honeypot}
          <div className="photo-booth__fields">
            <TextField name="nomeCognome" label="Nome e cognome" autoComplete="name" />
            <TextField name="citta" label="Città" autoComplete="address-level2" />
            <TextField
              name="provincia"
              label="Sigla provincia"
              maxLength={3}
              autoCapitalize="characters"
              autoComplete="off"
              placeholder="PD"
              format={provinceCode}
            />
            <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          </div>
          <PrivacyConsentField />
          <CheckboxField name="marketingConsent" label="Voglio ricevere aggiornamenti sulla campagna elettorale" />
          <button
            type="submit"
            className="button photo-booth__generate"
            disabled={generating || !ready}
            aria-describedby={!ready && !generating ? 'photo-booth-generate-hint' : undefined}
          >
            {generating ? 'Generazione in corso…' : "Genera l'immagine"}
          </button>
          {!ready && !generating && (
            <p id="photo-booth-generate-hint" className="photo-booth__hint">
              Carica o scatta una foto e conferma il ritaglio per generare l'immagine.
            </p>
          )}
        </Form>
      </FormikProvider>
    </section>
  );
}
