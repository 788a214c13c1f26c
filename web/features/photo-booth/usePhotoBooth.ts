import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { API } from '../../../core/api-paths';
import type { PhotoBoothFormValues } from '../../../core/schema/photo-booth-email.schema';
import { send } from '../../lib/api';
import { useCommittente } from '../../lib/committente';
import { notify } from '../../lib/toast';
import { useFormGuard } from '../../components/FormGuard';
import type { FormGuard } from '../../../core/schema/form-guard.schema';
import { useCamera } from './camera';
import { composeImage, preloadComposeAssets, prepareComposition, releaseComposition, settleFonts } from './compose';
import { downloadFileName } from './layout';
import { whenPageIdle } from '../../lib/page-idle';
import { preparePhoto, UnreadablePhotoError, UNREADABLE_PHOTO_MESSAGE, warmUpPhotoWorker } from './photo-file';
import { allUrls, canGenerate, droppedUrls, hasPhoto, initialPhotoState, photoReducer } from './photo-state';
import type { LoadedPhoto, PhotoAction, PhotoState } from './photo-state';
import { attributionFromLocation } from '../../lib/attribution-from-location';

const MISSING_PHOTO = { title: 'Attenzione', description: "Carica o scatta una foto prima di generare l'immagine" };
const CROP_OPEN = { title: 'Attenzione', description: "Conferma il ritaglio prima di generare l'immagine" };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
async function saveRecord(values: PhotoBoothFormValues, guard: Required<FormGuard>): Promise<void> {
  try {
    await send('POST', API.photoBoothEmails, { ...values, ...attributionFromLocation() }, { guard });
  } catch (error) {
    console.warn('Photo booth record not saved:', error);
  }
}

/** The image generator's state and everything that changes it: photo, camera, crop, generation and the save. */
export function usePhotoBooth() {
  const { state, stateRef, dispatch } = usePhotoState();
  // The prerendered page carries the content, so the line is known before any click.
  const committente = useCommittente();
  const camera = useCamera();
  const { honeypot, guard } = useFormGuard();
  const [preparing, setPreparing] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  /** The font settle started by the visitor's request, for the generation that follows its validation. */
  const fontsSettling = useRef<Promise<void> | null>(null);
  const announceResult = useRef<(() => void) | null>(null);

  // The template, the fonts and the worker are fetched ahead, so the click waits only for drawing; once the page
  // is idle after its load, so that none of it competes with the page's own start.
  useEffect(() => {
    const cancel = whenPageIdle(() => {
      preloadComposeAssets();
      warmUpPhotoWorker();
    });
    return () => {
      cancel();
      releaseComposition();
    };
  }, []);

  const acceptPhoto = async (file: Blob) => {
    setPreparing(true);
    setPhotoError(null);
    try {
      dispatch({ type: 'photoLoaded', photo: await preparePhoto(file) });
    } catch (error) {
      const message =
        error instanceof UnreadablePhotoError
          ? UNREADABLE_PHOTO_MESSAGE
          : `Impossibile preparare la foto: ${errorText(error)}`;
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
      notify.error('Errore', errorText(error));
    }
  };

  const confirmCrop = async (cropping: Promise<LoadedPhoto>) => {
    try {
      const cropped = await cropping;
      // What the image takes from the photo is drawn now, while the visitor types: the click only adds the text.
      if (dispatch({ type: 'cropConfirmed', cropped }).phase === 'cropped') prepareComposition(cropped.url);
      notify.success('Ritaglio completato');
    } catch (error) {
      notify.error('Errore', `Si è verificato un errore: ${errorText(error)}`);
    }
  };

  /** Composes the image from the form's valid values (as the schema casts them), shows it and saves the record. */
  const generate = async (record: PhotoBoothFormValues) => {
    const current = stateRef.current;
    if (!canGenerate(current)) return;
    dispatch({ type: 'generateStarted' });
    const fontsSettled = fontsSettling.current ?? undefined;
    fontsSettling.current = null;
    let blob: Blob;
    try {
      blob = await composeImage(
        {
          photoUrl: current.cropped.url,
          nomeCognome: record.nomeCognome,
          citta: record.citta,
          provincia: record.provincia,
          committente,
        },
        fontsSettled,
      );
    } catch (error) {
      dispatch({ type: 'generateFailed' });
      notify.error('Errore', `Si è verificato un errore: ${errorText(error)}`);
      return;
    }
    const result = { url: URL.createObjectURL(blob), blob, fileName: downloadFileName(record.nomeCognome) };
    // Refused only when the page went away meanwhile: then no toast and no record.
    if (dispatch({ type: 'generateSucceeded', result }).phase !== 'result') return;
    // Kept for when the image is on screen (resultShown): the toast's rendering would otherwise delay it.
    const fields = guard();
    announceResult.current = () => {
      notify.success('Immagine generata!');
      void saveRecord(record, fields);
    };
  };

  /** The result panel shows its image: now the toast, and the record of who generated it. */
  const resultShown = useCallback(() => {
    const announce = announceResult.current;
    announceResult.current = null;
    announce?.();
  }, []);

  /**
   * The form's submit, by the button or by Enter: the photo first, then `submitForm` validates and generates.
   * The spec's font settle starts here, with the typed `values`, so it runs while the form is validated.
   */
  const requestGenerate = (submitForm: () => Promise<unknown>, values: PhotoBoothFormValues) => {
    const current = stateRef.current;
    if (current.phase === 'generating') return;
    if (!hasPhoto(current)) {
      notify.error(MISSING_PHOTO.title, MISSING_PHOTO.description);
      return;
    }
    if (!canGenerate(current)) {
      notify.error(CROP_OPEN.title, CROP_OPEN.description);
      return;
    }
    fontsSettling.current = settleFonts(values.nomeCognome, values.citta, values.provincia);
    void submitForm();
  };

  return {
    state,
    camera,
    /** The bot guard's hidden field, for the details form. */
    honeypot,
    preparing,
    photoError,
    onFileChange,
    takeSnapshot: () => void takeSnapshot(),
    confirmCrop: (cropping: Promise<LoadedPhoto>) => void confirmCrop(cropping),
    cropperReady: () => dispatch({ type: 'cropperReady' }),
    cancelCrop: () => dispatch({ type: 'cropCancelled' }),
    recrop: () => dispatch({ type: 'recrop' }),
    generate,
    resultShown,
    requestGenerate,
    /** Read now, not from the last render: a key press may come before React has shown the latest state. */
    canGenerateNow: () => canGenerate(stateRef.current),
  };
}

export type PhotoBooth = ReturnType<typeof usePhotoBooth>;
