import { useRef, type KeyboardEvent } from 'react';
import { Cropper as ReactCropper, type ReactCropperElement } from 'react-cropper';
import 'cropperjs/dist/cropper.css';
import { cropNudge } from './crop-keys';
import { CROP_ASPECT_RATIO, CROPPED_MAX_HEIGHT, CROPPED_MAX_WIDTH } from './layout';
import type { LoadedPhoto } from './photo-state';

interface CropStepProps {
  photo: LoadedPhoto;
  ready: boolean;
  onReady: () => void;
  onConfirm: (canvas: HTMLCanvasElement) => void;
  onCancel: () => void;
}

/** The crop step: a 2000:1350 box, 90 % wide and centred, moved by mouse, touch or arrow keys. */
export function CropStep({ photo, ready, onReady, onConfirm, onCancel }: CropStepProps) {
  // Read through the element: under StrictMode the first Cropper instance is destroyed and replaced.
  const element = useRef<ReactCropperElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const nudge = cropNudge(event);
    const cropper = element.current?.cropper;
    if (!nudge || !cropper) return;
    event.preventDefault();
    const box = cropper.getCropBoxData();
    cropper.setCropBoxData({ left: box.left + nudge.dx, top: box.top + nudge.dy });
  };

  const confirm = () => {
    const canvas = element.current?.cropper?.getCroppedCanvas({
      maxWidth: CROPPED_MAX_WIDTH,
      maxHeight: CROPPED_MAX_HEIGHT,
      imageSmoothingEnabled: true,
      imageSmoothingQuality: 'high',
    });
    if (canvas) onConfirm(canvas);
  };

  return (
    <div className="photo-booth__crop">
      <p id="crop-hint" className="photo-booth__hint">
        Trascina il riquadro per scegliere la parte della foto da usare. Da tastiera: seleziona l'area della foto e usa
        le frecce per spostare il riquadro di 1 pixel, Maiusc + frecce per 10 pixel, Alt (o Ctrl) + frecce per 100
        pixel.
      </p>
      <div
        className="photo-booth__cropper"
        tabIndex={0}
        role="group"
        aria-label="Area di ritaglio della foto"
        aria-describedby="crop-hint"
        onKeyDown={onKeyDown}
      >
        <ReactCropper
          src={photo.url}
          alt="La tua foto da ritagliare"
          style={{ height: '100%', width: '100%' }}
          aspectRatio={CROP_ASPECT_RATIO}
          autoCropArea={0.9}
          viewMode={1}
          checkOrientation={false}
          guides
          background={false}
          responsive
          ref={element}
          ready={onReady}
        />
      </div>
      <div className="photo-booth__actions">
        <button type="button" className="button" onClick={confirm} disabled={!ready}>
          Conferma ritaglio
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Annulla
        </button>
      </div>
    </div>
  );
}
