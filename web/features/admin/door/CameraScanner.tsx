import { useCallback, useEffect, useRef, useState } from 'react';

/** How often a frame is read: four a second finds a code as it is held up, and leaves the phone cool. */
const SCAN_EVERY_MS = 250;
/** The same code seen again within this long is the same person still holding it up. */
const SAME_CODE_MS = 4_000;
/** Frames are read at most this wide: enough for a code filling part of the picture, fast for the JS decoder. */
const FRAME_WIDTH = 640;

type Reader = (video: HTMLVideoElement) => Promise<string | undefined>;

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/**
 * The browser's own BarcodeDetector where it has one (Chrome on Android, Safari), else jsQR, loaded only now, from
 * the site's own files (docs/decisions/0041): a frame of the video drawn small on a canvas, then decoded.
 */
async function qrReader(): Promise<Reader> {
  const Detector = (window as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return undefined;
    const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data;
  };
}

type CameraState = 'off' | 'starting' | 'on' | 'refused';

const STATE_WORDS: Record<CameraState, string> = {
  off: 'Fotocamera spenta.',
  starting: 'Accensione della fotocamera…',
  on: 'Inquadra il codice QR della email di conferma.',
  refused: "Fotocamera non disponibile: consenti l'accesso nelle impostazioni del browser, oppure scrivi il codice.",
};

/** The camera of the door: scans QR codes until it is turned off, calling `onCode` once per code held up. */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  const last = useRef<{ code: string; at: number } | null>(null);
  const [state, setState] = useState<CameraState>('off');
  // The scanning loop outlives renders: it calls the latest `onCode`.
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState('off');
  }, []);

  useEffect(() => stop, [stop]);

  const start = async () => {
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      const element = video.current!;
      element.srcObject = stream.current;
      await element.play();
      const read = await qrReader();
      setState('on');
      let reading = false;
      timer.current = setInterval(() => {
        if (reading) return;
        reading = true;
        read(element)
          .then((code) => {
            const now = Date.now();
            if (!code || (last.current?.code === code && now - last.current.at < SAME_CODE_MS)) return;
            last.current = { code, at: now };
            report.current(code);
          })
          .catch(() => undefined)
          .finally(() => {
            reading = false;
          });
      }, SCAN_EVERY_MS);
    } catch {
      stop();
      setState('refused');
    }
  };

  const running = state === 'on' || state === 'starting';
  return (
    <div className="door-camera">
      <video ref={video} className="door-camera__video" hidden={!running} muted playsInline aria-hidden="true" />
      <p className="door-camera__state" role="status">
        {STATE_WORDS[state]}
      </p>
      <button
        type="button"
        className={`button door-button ${running ? 'button--secondary' : ''}`}
        onClick={running ? stop : () => void start()}
      >
        {running ? 'Spegni la fotocamera' : 'Scansiona con la fotocamera'}
      </button>
    </div>
  );
}
