import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../lib/toast';
import { canvasToBlob } from './photo-file';

export const CAMERA_UNSUPPORTED = 'Fotocamera non supportata';
const CAMERA_ERROR_TITLE = 'Impossibile accedere alla fotocamera';
/** SPEC.md section 9: the camera is asked for 50 ms after the click. */
const CAMERA_REQUEST_DELAY_MS = 50;

export const CAMERA_MESSAGES = {
  denied:
    "Hai negato l'accesso alla fotocamera. Consenti l'accesso alla fotocamera nelle impostazioni del browser, poi riprova.",
  notFound: 'Nessuna fotocamera trovata su questo dispositivo.',
  inUse: "La fotocamera è già in uso da un'altra applicazione. Chiudila e riprova.",
  unknown: 'Errore sconosciuto.',
} as const;

/** The Italian explanation of a getUserMedia failure (SPEC.md section 8). */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError')
    return CAMERA_MESSAGES.denied;
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return CAMERA_MESSAGES.notFound;
  if (name === 'NotReadableError' || name === 'TrackStartError') return CAMERA_MESSAGES.inUse;
  if (error instanceof Error || error instanceof DOMException) return error.message || CAMERA_MESSAGES.unknown;
  return typeof error === 'string' && error ? error : CAMERA_MESSAGES.unknown;
}

export type CameraStatus =
  { kind: 'idle' } | { kind: 'starting' } | { kind: 'live' } | { kind: 'error'; title: string; message?: string };

function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * The front camera: asked for 50 ms after the click, shown live in `videoRef`, and always stopped on snapshot,
 * on cancel and when the page goes away.
 */
export function useCamera() {
  const [status, setStatus] = useState<CameraStatus>({ kind: 'idle' });
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  // Each start gets a number; a stream that arrives for an older start (cancelled meanwhile) is stopped at once.
  const attemptRef = useRef(0);

  const release = useCallback(() => {
    attemptRef.current += 1;
    window.clearTimeout(timerRef.current);
    stopStream(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  useEffect(() => release, [release]);

  const start = useCallback(() => {
    release();
    if (!navigator.mediaDevices?.getUserMedia) {
      setStatus({ kind: 'error', title: CAMERA_UNSUPPORTED });
      notify.error(CAMERA_UNSUPPORTED);
      return;
    }
    const attempt = attemptRef.current;
    setStatus({ kind: 'starting' });
    timerRef.current = window.setTimeout(async () => {
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
        if (attempt !== attemptRef.current) {
          stopStream(stream);
          return;
        }
        streamRef.current = stream;
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          await videoRef.current.play().catch(() => undefined);
        }
        setStatus({ kind: 'live' });
      } catch (error) {
        if (attempt !== attemptRef.current) return;
        const message = cameraErrorMessage(error);
        setStatus({ kind: 'error', title: CAMERA_ERROR_TITLE, message });
        notify.error(CAMERA_ERROR_TITLE, message);
      }
    }, CAMERA_REQUEST_DELAY_MS);
  }, [release]);

  const cancel = useCallback(() => {
    release();
    setStatus({ kind: 'idle' });
  }, [release]);

  /** Takes the picture as shown (mirrored, like the preview) and stops the camera. */
  const snapshot = useCallback(async (): Promise<Blob> => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) throw new Error('La fotocamera non è ancora pronta');
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Contesto grafico non disponibile');
    context.translate(canvas.width, 0);
    context.scale(-1, 1);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    release();
    setStatus({ kind: 'idle' });
    return canvasToBlob(canvas, 'image/jpeg', 0.92);
  }, [release]);

  return { status, videoRef, start, cancel, snapshot };
}
