import { useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { MATERIAL_FORMATS } from '../../../core/material-files';
import type { UploadedFile } from '../../../core/schema/material-upload.schema';
import { ERROR_TEXTS, useFailureReporter } from './admin-errors';
import { UploadRefused, uploadMaterialFile } from './material-upload';

/** What the file picker offers; the server decides from the bytes (docs/decisions/0030). */
const ACCEPT = Object.values(MATERIAL_FORMATS)
  .flatMap((format) => format.extensions)
  .join(',');

interface MaterialFileFields {
  title: string;
  fileUrl: string;
  fileType: string;
  fileSize: string;
}

type UploadState =
  | { step: 'idle' }
  | { step: 'sending'; name: string; percent: number }
  | { step: 'done'; file: UploadedFile }
  | { step: 'refused'; message: string }
  | { step: 'cancelled' };

/**
 * "Carica file" in the materials form: sends the chosen file in parts with a progress bar and a way to stop, then
 * fills the URL, type and size (and the title when empty). `onBusy` tells the form not to save meanwhile.
 */
export function MaterialFileUpload({ onBusy }: { onBusy: (busy: boolean) => void }) {
  const { values, setValues, setFieldTouched } = useFormikContext<MaterialFileFields>();
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
      // From the form as it is now: the admin may have typed a title while the file was going.
      await setValues((now) => ({
        ...now,
        fileUrl: done.fileUrl,
        fileType: done.fileType,
        fileSize: done.fileSize,
        title: now.title.trim() === '' ? done.name.replace(/\.[^.]+$/, '') : now.title,
      }));
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
        PDF, immagine o documento fino a 20 MB: URL, tipo e dimensione si compilano da soli. In alternativa incolla
        l&apos;indirizzo del file.
      </small>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
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
