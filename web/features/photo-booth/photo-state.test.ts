import { describe, expect, it } from 'vitest';
import {
  allUrls,
  canGenerate,
  droppedUrls,
  hasPhoto,
  initialPhotoState,
  photoReducer,
  type GeneratedImage,
  type LoadedPhoto,
  type PhotoAction,
  type PhotoState,
} from './photo-state';

const photo: LoadedPhoto = { url: 'blob:photo', width: 1600, height: 1200 };
const other: LoadedPhoto = { url: 'blob:other', width: 800, height: 600 };
const cropped: LoadedPhoto = { url: 'blob:cropped', width: 2000, height: 1350 };
const result: GeneratedImage = { url: 'blob:result', blob: new Blob(['png']), fileName: 'apertura-campagna-maria.png' };

const loaded: PhotoState = { phase: 'loaded', photo };
const crop: PhotoState = { phase: 'crop', photo };
const croppedState: PhotoState = { phase: 'cropped', photo, cropped };
const generating: PhotoState = { phase: 'generating', photo, cropped };
const done: PhotoState = { phase: 'result', photo, cropped, result };

const run = (state: PhotoState, ...actions: PhotoAction[]) => actions.reduce(photoReducer, state);

describe('the image generator state machine (SPEC.md section 4)', () => {
  it('starts with no photo, which cannot generate', () => {
    expect(initialPhotoState).toEqual({ phase: 'empty' });
    expect(hasPhoto(initialPhotoState)).toBe(false);
    expect(canGenerate(initialPhotoState)).toBe(false);
  });

  it('no photo → photo loaded → crop mode (once the cropper is ready) → cropped preview', () => {
    const afterLoad = run(initialPhotoState, { type: 'photoLoaded', photo });
    expect(afterLoad).toEqual(loaded);
    expect(hasPhoto(afterLoad)).toBe(true);
    expect(canGenerate(afterLoad)).toBe(false);
    expect(run(afterLoad, { type: 'cropperReady' })).toEqual(crop);
    expect(run(crop, { type: 'cropConfirmed', cropped })).toEqual(croppedState);
  });

  it('can generate only with a cropped image', () => {
    expect(canGenerate(crop)).toBe(false);
    expect(canGenerate(croppedState)).toBe(true);
    expect(canGenerate(done)).toBe(true);
  });

  it('cannot confirm a crop before the cropper is ready', () => {
    expect(run(loaded, { type: 'cropConfirmed', cropped })).toBe(loaded);
  });

  it('cancel in crop mode discards the photo and the crop', () => {
    expect(run(crop, { type: 'cropCancelled' })).toEqual({ phase: 'empty' });
    expect(run(loaded, { type: 'cropCancelled' })).toEqual({ phase: 'empty' });
  });

  it('"Ritaglia di nuovo" returns to crop mode and discards the cropped preview (and any result)', () => {
    expect(run(croppedState, { type: 'recrop' })).toEqual(loaded);
    expect(run(done, { type: 'recrop' })).toEqual(loaded);
    expect(run(initialPhotoState, { type: 'recrop' })).toEqual(initialPhotoState);
  });

  it('a new upload replaces the cropped preview, and a result too', () => {
    expect(run(croppedState, { type: 'photoLoaded', photo: other })).toEqual({ phase: 'loaded', photo: other });
    expect(run(done, { type: 'photoLoaded', photo: other })).toEqual({ phase: 'loaded', photo: other });
    expect(run(crop, { type: 'photoLoaded', photo: other })).toEqual({ phase: 'loaded', photo: other });
  });

  it('cropped preview → generating → result', () => {
    const started = run(croppedState, { type: 'generateStarted' });
    expect(started).toEqual(generating);
    expect(canGenerate(started)).toBe(false);
    expect(run(started, { type: 'generateSucceeded', result })).toEqual(done);
  });

  it('does not generate from crop mode (Enter in the form): only a confirmed crop is composed', () => {
    expect(run(crop, { type: 'generateStarted' })).toBe(crop);
  });

  it('generates again from a result, with the same crop', () => {
    expect(run(done, { type: 'generateStarted' })).toEqual(generating);
  });

  it('a failed generation goes back to where it started', () => {
    expect(run(generating, { type: 'generateFailed' })).toEqual(croppedState);
  });

  it('ignores what makes no sense in a state', () => {
    expect(run(initialPhotoState, { type: 'generateStarted' })).toBe(initialPhotoState);
    expect(run(loaded, { type: 'generateStarted' })).toBe(loaded);
    expect(run(generating, { type: 'generateStarted' })).toBe(generating);
    expect(run(generating, { type: 'photoLoaded', photo: other })).toBe(generating);
    expect(run(generating, { type: 'recrop' })).toBe(generating);
    expect(run(generating, { type: 'cropCancelled' })).toBe(generating);
    expect(run(croppedState, { type: 'generateSucceeded', result })).toBe(croppedState);
    expect(run(croppedState, { type: 'generateFailed' })).toBe(croppedState);
    expect(run(croppedState, { type: 'cropperReady' })).toBe(croppedState);
    expect(run(croppedState, { type: 'cropCancelled' })).toBe(croppedState);
  });
});

describe('blob URLs', () => {
  it('drops the photo, crop and result when a new photo replaces them', () => {
    const after = run(done, { type: 'photoLoaded', photo: other });
    expect(droppedUrls(done, after).sort()).toEqual(['blob:cropped', 'blob:photo', 'blob:result']);
  });

  it('drops only the cropped preview on "Ritaglia di nuovo" from the preview', () => {
    expect(droppedUrls(croppedState, run(croppedState, { type: 'recrop' }))).toEqual(['blob:cropped']);
  });

  it('drops the photo when the crop is cancelled', () => {
    expect(droppedUrls(crop, run(crop, { type: 'cropCancelled' }))).toEqual(['blob:photo']);
  });

  it('drops nothing while generating, and lists everything held for the page to release', () => {
    expect(droppedUrls(croppedState, generating)).toEqual([]);
    expect(droppedUrls(generating, done)).toEqual([]);
    expect(allUrls(done)).toEqual(['blob:photo', 'blob:cropped', 'blob:result']);
  });

  it('drops what a refused action brought: a photo ready while generating, a crop whose photo is gone', () => {
    const photoLoaded: PhotoAction = { type: 'photoLoaded', photo: other };
    expect(droppedUrls(generating, run(generating, photoLoaded), photoLoaded)).toEqual(['blob:other']);
    const cropConfirmed: PhotoAction = { type: 'cropConfirmed', cropped };
    expect(droppedUrls(initialPhotoState, run(initialPhotoState, cropConfirmed), cropConfirmed)).toEqual([
      'blob:cropped',
    ]);
    expect(droppedUrls(crop, run(crop, cropConfirmed), cropConfirmed)).toEqual([]);
  });
});
