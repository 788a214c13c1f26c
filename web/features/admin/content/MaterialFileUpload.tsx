import { useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { MATERIAL_FORMATS } from '../../../../core/material-files';
import type { UploadedFile } from '../../../../core/schema/material-upload.schema';
import { ERROR_TEXTS, useFailureReporter } from '../admin-errors';
import { UploadRefused, uploadMaterialFile } from './material-upload';

type MaterialFormat = keyof typeof MATERIAL_FORMATS;

/** What the file picker offers; the server decides from the bytes (docs/decisions/0030). */
const acceptOf = (formats: readonly MaterialFormat[]) =>
  formats.flatMap((format) => MATERIAL_FORMATS[format].extensions).join(',');

const ALL_FORMATS = Object.keys(MATERIAL_FORMATS) as MaterialFormat[];

interface MaterialFileUploadProps<Values extends { fileUrl: string }> {
  /** Tells the form not to save while the file goes. */
  onBusy: (busy: boolean) => void;
  /** The form's values with the uploaded file in them, from the form as it is once the file is in. */
  fill: (now: Values, file: UploadedFile) => Values;
  /** The formats the picker offers (all a material may be, by default). */
  formats?: readonly MaterialFormat[];
  hint: string;
}

type UploadState =
  | { step: 'idle' }
  | { step: 'sending'; name: string; percent: number }
  | { step: 'done'; file: UploadedFile }
  | { step: 'refused'; message: string }
  | { step: 'cancelled' };

/**
 * "Carica file" in a form with a fileUrl (a material's, a document of /trasparenza): sends the chosen file in parts
 * with a progress bar and a way to stop, then fills the form as `fill` says.
 */
export function MaterialFileUpload<Values extends { fileUrl: string }>({
  onBusy,
  fill,
  formats = ALL_FORMATS,
  hint,
}: MaterialFileUploadProps<Values>) {
  const { values, setValues, setFieldTouched } = useFormikContext<Values>();
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const report = useFailureReporter();
  const id = useId();

  // Once the form was saved and emptied, or the admin pasted another URL, the uploaded file is no longer the one.
  const uploaded = state.step === 'done' && values.fileUrl === state.file.fileUrl ? state.file : undefined;
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (file: File) => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'sending', name: file.name, percent: 0 });
    onBusy(true);
    try {
      const done = await uploadMaterialFile(file, {
        signal: controller.signal,
        onProgress: (share) => setState({ step: 'sending', name: file.name, percent: Math.round(share * 100) }),
      });
      // From the form as it is now: the admin may have typed while the file was going.
      await setValues((now) => fill(now, done));
      void setFieldTouched('fileUrl', false);
      setState({ step: 'done', file: done });
    } catch (failure) {
      if (controller.signal.aborted) setState({ step: 'cancelled' });
      else if (failure instanceof UploadRefused) setState({ step: 'refused', message: failure.message });
      else {
        setState({ step: 'idle' });
        report(failure, ERROR_TEXTS.uploadFile);
      }
    } finally {
      abort.current = null;
      if (input.current) input.current.value = '';
      onBusy(false);
    }
  };

  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  return (
    <div className="field material-upload">
      <label htmlFor={id}>Carica file</label>
      <small id={hintId} className="field-hint">
        {hint}
      </small>
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptOf(formats)}
        disabled={state.step === 'sending'}
        aria-describedby={state.step === 'refused' ? `${hintId} ${messageId}` : hintId}
        aria-invalid={state.step === 'refused' || undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void start(file);
        }}
      />
      {state.step === 'sending' && (
        <div className="material-upload__progress">
          <progress id={`${id}-progress`} max={100} value={state.percent} aria-label={`Caricamento di ${state.name}`} />
          {/* Told in steps of 10%: a screen reader would otherwise queue every progress event. */}
          <span role="status">{`Caricamento di ${state.name}: ${Math.floor(state.percent / 10) * 10}%`}</span>
          <button type="button" className="button button--secondary" onClick={() => abort.current?.abort()}>
            Annulla caricamento
          </button>
        </div>
      )}
      {uploaded && (
        <p role="status" className="material-upload__done">
          {`File caricato: ${uploaded.name} (${uploaded.fileSize})`}
        </p>
      )}
      {state.step === 'cancelled' && <p role="status">Caricamento annullato: nessun file è stato salvato.</p>}
      {state.step === 'refused' && (
        <p id={messageId} role="alert" className="field-error">
          {state.message}
        </p>
      )}
    </div>
  );
}
