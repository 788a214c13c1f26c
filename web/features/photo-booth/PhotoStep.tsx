import { Suspense, useEffect, useRef } from 'react';
import { lazyWithPreload } from '../../lib/lazy';
import { CAMERA_UNSUPPORTED } from './camera';
import type { PhotoBooth } from './usePhotoBooth';
import { useLateFlag } from './use-late-flag';

/**
 * The cropper (cropperjs) shows only once a photo is chosen: its code loads at the visitor's first touch, focus or
 * key in this step, while they pick the photo, never with the page (docs/decisions/0047).
 */
const CropStep = lazyWithPreload(() => import('./CropStep').then((module) => module.CropStep));
const loadCropper = () => void CropStep.preload();
/** What a visitor does in the step before a photo is there: a touch or click, a focus, a key. */
const FIRST_USE = ['pointerdown', 'focusin', 'keydown'] as const;

/** Asks for the cropper's code at the first use inside the step. */
function useCropperAtFirstUse() {
  const step = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = step.current;
    if (!element) return;
    for (const type of FIRST_USE) element.addEventListener(type, loadCropper, { passive: true, once: true });
    return () => FIRST_USE.forEach((type) => element.removeEventListener(type, loadCropper));
  }, []);
  return step;
}

/** A photo ready sooner than this needs no progress message. */
const PREPARING_MESSAGE_DELAY_MS = 250;

/** Step 1: the photo from a file or the camera, its crop, and the cropped preview. */
export function PhotoStep({ booth }: { booth: PhotoBooth }) {
  const { state, preparing, photoError } = booth;
  // Taken apart here: the camera's status is state, its videoRef a ref that only the <video> element reads.
  const { status: cameraStatus, videoRef, start: startCamera, cancel: cancelCamera } = booth.camera;
  const generating = state.phase === 'generating';
  const cameraBusy = cameraStatus.kind === 'starting' || cameraStatus.kind === 'live';
  const preparingLong = useLateFlag(preparing, PREPARING_MESSAGE_DELAY_MS);
  const step = useCropperAtFirstUse();

  return (
    <section ref={step} className="photo-booth__step" aria-labelledby="photo-booth-photo-title">
      <h2 id="photo-booth-photo-title">1. La tua foto</h2>
      <div className="photo-booth__sources">
        <div className="photo-booth__actions">
          {/* An Italian button, not the browser's "Choose file / No file chosen" in the phone's language: the input
              stays in the page (focusable, announced by its label) but only the label is seen. */}
          <input
            id="photo-booth-file"
            className="visually-hidden photo-booth__file"
            type="file"
            accept="image/*"
            onChange={booth.onFileChange}
            disabled={generating || preparing}
          />
          <label htmlFor="photo-booth-file" className="button" aria-disabled={generating || preparing}>
            Carica una foto
          </label>
          {cameraStatus.kind === 'live' ? (
            <>
              <button type="button" className="button" onClick={booth.takeSnapshot}>
                SCATTA LA FOTO
              </button>
              <button type="button" className="button button--secondary" onClick={cancelCamera}>
                Annulla
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              onClick={startCamera}
              disabled={generating || preparing || cameraStatus.kind === 'starting'}
            >
              Scatta una foto
            </button>
          )}
        </div>
      </div>
      {cameraBusy && (
        // Mirrored like a mirror, as the snapshot is: what the visitor sees is what the photo shows.
        <video
          ref={videoRef}
          className="photo-booth__video"
          autoPlay
          playsInline
          muted
          aria-label="Anteprima della fotocamera"
        />
      )}
      {cameraStatus.kind === 'error' && (
        <div className="photo-booth__error" role="alert">
          <strong>{cameraStatus.title}</strong>
          {cameraStatus.message && <p>{cameraStatus.message}</p>}
          {cameraStatus.title === CAMERA_UNSUPPORTED && <p>Puoi comunque caricare una foto dal tuo dispositivo.</p>}
        </div>
      )}
      {preparingLong && (
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
        <Suspense
          fallback={
            <p className="photo-booth__hint" role="status">
              Preparazione della foto…
            </p>
          }
        >
          <CropStep
            key={state.photo.url}
            photo={state.photo}
            ready={state.phase === 'crop'}
            onReady={booth.cropperReady}
            onConfirm={booth.confirmCrop}
            onCancel={booth.cancelCrop}
          />
        </Suspense>
      )}
      {(state.phase === 'cropped' || state.phase === 'generating' || state.phase === 'result') && (
        <div className="photo-booth__preview">
          <img
            src={state.cropped.url}
            alt="Anteprima della foto ritagliata"
            width={state.cropped.width}
            height={state.cropped.height}
          />
          <button type="button" className="button button--secondary" onClick={booth.recrop} disabled={generating}>
            Ritaglia di nuovo
          </button>
        </div>
      )}
    </section>
  );
}
