import '@fontsource/barlow-condensed/400.css';
import { API } from '../../../core/api-paths';
import '@fontsource/barlow-condensed/800.css';
import { useFormik } from 'formik';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { photoBoothFormSchema, type PhotoBoothFormValues } from '../../../core/schema/photo-booth-email';
import { apiRequest } from '../../lib/api';
import { siteConfig } from '../../../core/site-config';
import { notify } from '../../lib/toast';
import { CAMERA_UNSUPPORTED, useCamera } from './camera';
import { composeImage } from './compose';
import { CropStep } from './CropStep';
import { isInAppBrowser } from './in-app-browser';
import { downloadFileName } from './layout';
import { canvasToBlob, preparePhoto, UnreadablePhotoError, UNREADABLE_PHOTO_MESSAGE } from './photo-file';
import { allUrls, canGenerate, droppedUrls, hasPhoto, initialPhotoState, photoReducer, type PhotoAction, type PhotoState } from './photo-state';
import { ResultPanel } from './ResultPanel';
import './photo-booth.css';

const MISSING_PHOTO = { title: 'Attenzione', description: "Carica o scatta una foto prima di generare l'immagine" };

const EMPTY_FORM = { nomeCognome: '', citta: '', provincia: '', email: '', privacyAccepted: false, marketingConsent: false };
type FormValues = typeof EMPTY_FORM;
const FIELD_ORDER: (keyof FormValues)[] = ['nomeCognome', 'citta', 'provincia', 'email', 'privacyAccepted'];

/**
 * The reducer plus what it cannot do itself: revoking the blob URLs a transition drops or refuses, and all on
 * leaving. Once the page has gone, an action that still arrives (a photo or an image finished meanwhile) is
 * refused, so its URL is revoked too.
 */
function usePhotoState() {
  const [state, setState] = useState<PhotoState>(initialPhotoState);
  const stateRef = useRef(state);
  const mounted = useRef(true);
  const dispatch = useCallback((action: PhotoAction) => {
    const before = stateRef.current;
    const after = mounted.current ? photoReducer(before, action) : before;
    stateRef.current = after;
    droppedUrls(before, after, action).forEach((url) => URL.revokeObjectURL(url));
    setState(after);
    return after;
  }, []);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      allUrls(stateRef.current).forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);
  return { state, stateRef, dispatch };
}

/** Saves who generated an image; the photo itself never leaves the device. A failure is only logged. */
async function saveRecord(values: PhotoBoothFormValues): Promise<void> {
  try {
    await apiRequest('POST', API.photoBoothEmails, {
      email: values.email,
      nomeCognome: values.nomeCognome,
      citta: values.citta,
      provincia: values.provincia,
      privacyAccepted: 1,
      marketingConsent: values.marketingConsent ? 1 : 0,
    });
  } catch (error) {
    console.warn('Photo booth record not saved:', error);
  }
}

export function PhotoBoothPage() {
  const { state, stateRef, dispatch } = usePhotoState();
  const camera = useCamera();
  const [preparing, setPreparing] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  // The build prerenders this page, where there is no browser to ask.
  const inAppBrowser = typeof navigator !== 'undefined' && isInAppBrowser(navigator.userAgent);

  const acceptPhoto = async (file: Blob) => {
    setPreparing(true);
    setPhotoError(null);
    try {
      dispatch({ type: 'photoLoaded', photo: await preparePhoto(file) });
    } catch (error) {
      const message =
        error instanceof UnreadablePhotoError
          ? UNREADABLE_PHOTO_MESSAGE
          : `Impossibile preparare la foto: ${error instanceof Error ? error.message : String(error)}`;
      setPhotoError(message);
      notify.error('Errore', message);
    } finally {
      setPreparing(false);
    }
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (file) {
      camera.cancel();
      void acceptPhoto(file);
    }
  };

  const takeSnapshot = async () => {
    try {
      void acceptPhoto(await camera.snapshot());
    } catch (error) {
      notify.error('Errore', error instanceof Error ? error.message : String(error));
    }
  };

  const confirmCrop = async (canvas: HTMLCanvasElement) => {
    try {
      const blob = await canvasToBlob(canvas, 'image/jpeg', 0.92);
      dispatch({ type: 'cropConfirmed', cropped: { url: URL.createObjectURL(blob), width: canvas.width, height: canvas.height } });
      notify.success('Ritaglio completato');
    } catch (error) {
      notify.error('Errore', `Si è verificato un errore: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const generate = async (values: FormValues) => {
    const current = stateRef.current;
    if (current.phase === 'empty' || current.phase === 'loaded' || current.phase === 'generating') return;
    // A cropped photo is width-fitted; the whole photo (form submitted with Enter while cropping) is cover-fitted.
    const cropped = current.phase === 'crop' ? null : current.cropped;
    const record = photoBoothFormSchema.cast(values) as PhotoBoothFormValues;
    dispatch({ type: 'generateStarted' });
    let blob: Blob;
    try {
      blob = await composeImage({
        photoUrl: cropped ? cropped.url : current.photo.url,
        fit: cropped ? 'width' : 'cover',
        nomeCognome: record.nomeCognome,
        citta: record.citta,
        provincia: record.provincia,
      });
    } catch (error) {
      dispatch({ type: 'generateFailed' });
      notify.error('Errore', `Si è verificato un errore: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    const result = { url: URL.createObjectURL(blob), blob, fileName: downloadFileName(record.nomeCognome) };
    // Refused only when the page went away meanwhile: then no toast and no record.
    if (dispatch({ type: 'generateSucceeded', result }).phase !== 'result') return;
    notify.success('Immagine generata!');
    void saveRecord(record);
  };

  const formik = useFormik<FormValues>({
    initialValues: EMPTY_FORM,
    validationSchema: photoBoothFormSchema,
    onSubmit: generate,
  });

  /** The form's submit, by the button or by Enter in a field: photo first, then the form, then the image. */
  const requestGenerate = async () => {
    const current = stateRef.current;
    if (current.phase === 'generating') return;
    if (!hasPhoto(current)) {
      notify.error(MISSING_PHOTO.title, MISSING_PHOTO.description);
      return;
    }
    const errors = await formik.validateForm();
    const invalid = FIELD_ORDER.filter((field) => errors[field]);
    if (invalid.length > 0) {
      await formik.setTouched(Object.fromEntries(FIELD_ORDER.map((field) => [field, true])), false);
      document.getElementById(`photo-booth-${invalid[0]}`)?.focus();
      return;
    }
    await generate(formik.values);
  };

  // With the generate button disabled the browser will not submit on Enter; the visitor still gets an answer.
  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || target.type === 'checkbox') return;
    if (canGenerate(stateRef.current)) return;
    event.preventDefault();
    void requestGenerate();
  };

  const fieldProps = (name: keyof FormValues) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    return {
      id: `photo-booth-${name}`,
      name,
      onBlur: formik.handleBlur,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `photo-booth-${name}-error` : undefined,
    };
  };
  const fieldError = (name: keyof FormValues) =>
    formik.touched[name] && formik.errors[name] ? (
      <p id={`photo-booth-${name}-error`} className="field-error">
        {formik.errors[name]}
      </p>
    ) : null;

  const generating = state.phase === 'generating';
  const event = siteConfig.openingEvent;
  const cameraBusy = camera.status.kind === 'starting' || camera.status.kind === 'live';

  return (
    <div className="photo-booth container">
      <header className="photo-booth__header">
        <p className="photo-booth__kicker">{siteConfig.hashtag}</p>
        <h1>{event.name}</h1>
        <p className="photo-booth__event">
          <time dateTime={`${event.date}T${event.time}`}>
            {event.dateLabel}, ore {event.time}
          </time>{' '}
          · {event.venue}, {event.city}
        </p>
        <p>
          Crea la tua immagine per la serata: scegli una foto, ritagliala, inserisci i tuoi dati e scarica l'immagine da
          condividere. La foto viene elaborata sul tuo dispositivo e non viene mai inviata.
        </p>
      </header>

      <section className="photo-booth__step" aria-labelledby="photo-booth-photo-title">
        <h2 id="photo-booth-photo-title">1. La tua foto</h2>
        <div className="photo-booth__sources">
          <div className="field">
            <label htmlFor="photo-booth-file">Carica una foto</label>
            <input id="photo-booth-file" type="file" accept="image/*" onChange={onFileChange} disabled={generating || preparing} />
          </div>
          <div className="photo-booth__actions">
            {camera.status.kind === 'live' ? (
              <>
                <button type="button" className="button" onClick={() => void takeSnapshot()}>
                  SCATTA LA FOTO
                </button>
                <button type="button" className="button button--secondary" onClick={camera.cancel}>
                  Annulla
                </button>
              </>
            ) : (
              <button
                type="button"
                className="button button--secondary"
                onClick={camera.start}
                disabled={generating || preparing || camera.status.kind === 'starting'}
              >
                Scatta una foto
              </button>
            )}
          </div>
        </div>
        {cameraBusy && (
          // Mirrored like a mirror, as the snapshot is: what the visitor sees is what the photo shows.
          <video ref={camera.videoRef} className="photo-booth__video" autoPlay playsInline muted aria-label="Anteprima della fotocamera" />
        )}
        {camera.status.kind === 'error' && (
          <div className="photo-booth__error" role="alert">
            <strong>{camera.status.title}</strong>
            {camera.status.message && <p>{camera.status.message}</p>}
            {camera.status.title === CAMERA_UNSUPPORTED && <p>Puoi comunque caricare una foto dal tuo dispositivo.</p>}
          </div>
        )}
        {preparing && (
          <p className="photo-booth__hint" role="status">
            Preparazione della foto…
          </p>
        )}
        {photoError && (
          <p className="photo-booth__error" role="alert">
            {photoError}
          </p>
        )}

        {(state.phase === 'loaded' || state.phase === 'crop') && (
          <CropStep
            key={state.photo.url}
            photo={state.photo}
            ready={state.phase === 'crop'}
            onReady={() => dispatch({ type: 'cropperReady' })}
            onConfirm={(canvas) => void confirmCrop(canvas)}
            onCancel={() => dispatch({ type: 'cropCancelled' })}
          />
        )}
        {(state.phase === 'cropped' || state.phase === 'generating' || state.phase === 'result') && (
          <div className="photo-booth__preview">
            {state.cropped ? (
              <img src={state.cropped.url} alt="Anteprima della foto ritagliata" width={state.cropped.width} height={state.cropped.height} />
            ) : (
              <img src={state.photo.url} alt="La tua foto" width={state.photo.width} height={state.photo.height} />
            )}
            <button type="button" className="button button--secondary" onClick={() => dispatch({ type: 'recrop' })} disabled={generating}>
              Ritaglia di nuovo
            </button>
          </div>
        )}
      </section>

      <section className="photo-booth__step" aria-labelledby="photo-booth-form-title">
        <h2 id="photo-booth-form-title">2. I tuoi dati</h2>
        <form
          noValidate
          onKeyDown={onFormKeyDown}
          onSubmit={(submitEvent) => {
            submitEvent.preventDefault();
            void requestGenerate();
          }}
        >
          <div className="photo-booth__fields">
            <div className="field">
              <label htmlFor="photo-booth-nomeCognome">Nome e cognome</label>
              <input {...fieldProps('nomeCognome')} type="text" autoComplete="name" value={formik.values.nomeCognome} onChange={formik.handleChange} />
              {fieldError('nomeCognome')}
            </div>
            <div className="field">
              <label htmlFor="photo-booth-citta">Città</label>
              <input {...fieldProps('citta')} type="text" autoComplete="address-level2" value={formik.values.citta} onChange={formik.handleChange} />
              {fieldError('citta')}
            </div>
            <div className="field">
              <label htmlFor="photo-booth-provincia">Sigla provincia</label>
              <input
                {...fieldProps('provincia')}
                type="text"
                maxLength={3}
                autoCapitalize="characters"
                autoComplete="off"
                placeholder="PD"
                value={formik.values.provincia}
                onChange={(change) => void formik.setFieldValue('provincia', change.target.value.toUpperCase().slice(0, 3))}
              />
              {fieldError('provincia')}
            </div>
            <div className="field">
              <label htmlFor="photo-booth-email">Email</label>
              <input {...fieldProps('email')} type="email" autoComplete="email" inputMode="email" value={formik.values.email} onChange={formik.handleChange} />
              {fieldError('email')}
            </div>
          </div>
          <div className="checkbox">
            <input {...fieldProps('privacyAccepted')} type="checkbox" checked={formik.values.privacyAccepted} onChange={formik.handleChange} />
            <label htmlFor="photo-booth-privacyAccepted">
              Ho letto e accetto l'<Link to="/privacy">informativa privacy</Link> *
            </label>
          </div>
          {fieldError('privacyAccepted')}
          <div className="checkbox">
            <input {...fieldProps('marketingConsent')} type="checkbox" checked={formik.values.marketingConsent} onChange={formik.handleChange} />
            <label htmlFor="photo-booth-marketingConsent">Voglio ricevere aggiornamenti sulla campagna elettorale</label>
          </div>
          <button
            type="submit"
            className="button photo-booth__generate"
            disabled={generating || !canGenerate(state)}
            aria-describedby={!canGenerate(state) && !generating ? 'photo-booth-generate-hint' : undefined}
          >
            {generating ? 'Generazione in corso…' : "Genera l'immagine"}
          </button>
          {!canGenerate(state) && !generating && (
            <p id="photo-booth-generate-hint" className="photo-booth__hint">
              Carica o scatta una foto e conferma il ritaglio per generare l'immagine.
            </p>
          )}
        </form>
      </section>

      {state.phase === 'result' && <ResultPanel result={state.result} inAppBrowser={inAppBrowser} />}
    </div>
  );
}
