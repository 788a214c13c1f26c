import { useRef, useState, type KeyboardEvent } from 'react';
import { Cropper as ReactCropper, type ReactCropperElement } from 'react-cropper';
import 'cropperjs/dist/cropper.css';
import type Cropper from 'cropperjs';
import { afterNextPaint } from '../../lib/next-task';
import { cropNudge } from './crop-keys';
import { CROP_ASPECT_RATIO } from './layout';
import { cropPhoto } from './photo-file';
import type { LoadedPhoto } from './photo-state';

interface CropStepProps {
  photo: LoadedPhoto;
  ready: boolean;
  onReady: () => void;
  /** Called at once with the cropped photo being drawn from the original file. */
  onConfirm: (cropped: Promise<LoadedPhoto>) => void;
  onCancel: () => void;
}

/** SPEC.md sections 4 and 9: the default crop is 90 % of the photo's width, centred. */
const DEFAULT_CROP_WIDTH = 0.9;

/**
 * cropperjs' autoCropArea takes 90 % of the limiting side: on a photo wider than 2000:1350 that is the height,
 * which leaves the box about 75 % wide on a 16:9 photo. Set it to 90 % of the width, centred, instead.
 */
function widenCropBox(cropper: Cropper | undefined) {
  if (!cropper) return;
  const image = cropper.getCanvasData();
  const width = image.width * DEFAULT_CROP_WIDTH;
  const height = width / CROP_ASPECT_RATIO;
  cropper.setCropBoxData({
    width,
    height,
    left: image.left + (image.width - width) / 2,
    top: image.top + (image.height - height) / 2,
  });
}

/** The crop step: a 2000:1350 box, 90 % wide and centred, moved by mouse, touch or arrow keys. */
export function CropStep({ photo, ready, onReady, onConfirm, onCancel }: CropStepProps) {
  const wide = photo.width / photo.height > CROP_ASPECT_RATIO;
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

  const [cropping, setCropping] = useState(false);
  /** Between the tap and the start of the crop: a second tap meanwhile is the same one. */
  const confirming = useRef(false);
  const confirm = () => {
    const cropper = element.current?.cropper;
    if (!cropper || cropping || confirming.current) return;
    // The region as the box stands at the tap, in the pixels of the cropper's copy; cropPhoto draws the same
    // region from the original file.
    const area = cropper.getData(true);
    confirming.current = true;
    // The message, the disabled button and the crop's start come after the paint that answers the tap: rendered in
    // it, with the cropper's large layers to lay out and commit, they held that paint up by 40 to 100 ms at 4× CPU
    // (docs/decisions/0051).
    afterNextPaint(() => {
      confirming.current = false;
      const cropped = cropPhoto(photo, area);
      setCropping(true);
      // The step goes away once the crop is taken; if it fails the visitor may confirm again.
      cropped.catch(() => setCropping(false));
      onConfirm(cropped);
    });
  };

  return (
    <div className="photo-booth__crop">
      <p id="crop-hint" className="photo-booth__hint">
        Trascina il riquadro per scegliere la parte della foto da usare. Da tastiera: seleziona l'area della foto e usa
        le frecce per spostare il riquadro di 1 pixel, Maiusc + frecce per 10 pixel, Alt (o Ctrl) + frecce per 100
        pixel.
      </p>
      {/* The crop area is a keyboard-operated widget (arrow keys move the box) that no ARIA widget role describes:
          a labelled, described group that takes focus is the closest honest markup. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className="photo-booth__cropper"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
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
          autoCropArea={DEFAULT_CROP_WIDTH}
          // A photo wider than the crop's shape gets a box 90 % of its width, taller than the photo itself: the
          // box may then reach past the photo's edges (cropPhoto keeps only the photo inside it).
          viewMode={wide ? 0 : 1}
          checkOrientation={false}
          guides
          background={false}
          responsive
          ref={element}
          ready={() => {
            if (wide) widenCropBox(element.current?.cropper);
            onReady();
          }}
        />
      </div>
      <div className="photo-booth__actions">
        <button type="button" className="button" onClick={confirm} disabled={!ready || cropping}>
          Conferma ritaglio
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Annulla
        </button>
      </div>
      {cropping && (
        <p className="photo-booth__hint" role="status">
          Preparazione della foto…
        </p>
      )}
    </div>
  );
}
