import type { Size } from './layout';

/**
 * The generator's state machine (SPEC.md section 4): no photo → photo loaded → crop mode → cropped preview →
 * generating → result. Pure: the page keeps blob URLs in it and revokes the ones a transition drops or refuses
 * (see `droppedUrls`).
 */

/** The visitor's file as chosen, with its upright size: the image is drawn from it at the size it needs. */
export interface OriginalPhoto extends Size {
  file: Blob;
}

/** A photo ready for the cropper (a display-size copy, upright), or the cropped photo at its output size. */
export interface LoadedPhoto extends Size {
  url: string;
  /** Where the cropper's copy came from; a cropped photo has none. */
  original?: OriginalPhoto;
}

export interface GeneratedImage {
  url: string;
  blob: Blob;
  fileName: string;
}

export type PhotoState =
  | { phase: 'empty' }
  /** The photo is there; the cropper is getting ready on it. */
  | { phase: 'loaded'; photo: LoadedPhoto }
  | { phase: 'crop'; photo: LoadedPhoto }
  | { phase: 'cropped'; photo: LoadedPhoto; cropped: LoadedPhoto }
  | { phase: 'generating'; photo: LoadedPhoto; cropped: LoadedPhoto }
  | { phase: 'result'; photo: LoadedPhoto; cropped: LoadedPhoto; result: GeneratedImage };

export type PhotoAction =
  | { type: 'photoLoaded'; photo: LoadedPhoto }
  | { type: 'cropperReady' }
  | { type: 'cropConfirmed'; cropped: LoadedPhoto }
  | { type: 'cropCancelled' }
  | { type: 'recrop' }
  | { type: 'generateStarted' }
  | { type: 'generateSucceeded'; result: GeneratedImage }
  | { type: 'generateFailed' };

export const initialPhotoState: PhotoState = { phase: 'empty' };

export function photoReducer(state: PhotoState, action: PhotoAction): PhotoState {
  switch (action.type) {
    case 'photoLoaded':
      // A new photo (file or camera) replaces whatever was there, cropped preview and result included.
      return state.phase === 'generating' ? state : { phase: 'loaded', photo: action.photo };
    case 'cropperReady':
      return state.phase === 'loaded' ? { phase: 'crop', photo: state.photo } : state;
    case 'cropConfirmed':
      return state.phase === 'crop' ? { phase: 'cropped', photo: state.photo, cropped: action.cropped } : state;
    case 'cropCancelled':
      return state.phase === 'crop' || state.phase === 'loaded' ? initialPhotoState : state;
    case 'recrop':
      return state.phase === 'cropped' || state.phase === 'result' ? { phase: 'loaded', photo: state.photo } : state;
    case 'generateStarted':
      // Only a confirmed crop is composed: Enter in a field while the crop is open starts nothing.
      return canGenerate(state) ? { phase: 'generating', photo: state.photo, cropped: state.cropped } : state;
    case 'generateSucceeded':
      return state.phase === 'generating' ? { ...state, phase: 'result', result: action.result } : state;
    case 'generateFailed':
      return state.phase === 'generating' ? { phase: 'cropped', photo: state.photo, cropped: state.cropped } : state;
  }
}

/** True when there is any photo at all (loaded, being cropped or cropped). */
export function hasPhoto(state: PhotoState): boolean {
  return state.phase !== 'empty';
}

/** The generate button works only on a cropped photo and never twice at once. */
export function canGenerate(state: PhotoState): state is Extract<PhotoState, { phase: 'cropped' | 'result' }> {
  return state.phase === 'cropped' || state.phase === 'result';
}

/** Every blob URL a state holds, to be revoked when the page goes away. */
export function allUrls(state: PhotoState): string[] {
  switch (state.phase) {
    case 'empty':
      return [];
    case 'loaded':
    case 'crop':
      return [state.photo.url];
    case 'cropped':
    case 'generating':
      return [state.photo.url, state.cropped.url];
    case 'result':
      return [state.photo.url, state.cropped.url, state.result.url];
  }
}

/** The blob URL an action brings in: the page owns it from then on, whether the reducer takes it or not. */
function broughtUrls(action: PhotoAction): string[] {
  switch (action.type) {
    case 'photoLoaded':
      return [action.photo.url];
    case 'cropConfirmed':
      return [action.cropped.url];
    case 'generateSucceeded':
      return [action.result.url];
    default:
      return [];
  }
}

/**
 * The blob URLs to revoke after a transition: those it no longer needs, and the one its action brought when the
 * reducer refused it (a photo ready while generating, a crop after its photo was replaced).
 */
export function droppedUrls(before: PhotoState, after: PhotoState, action?: PhotoAction): string[] {
  const kept = new Set(allUrls(after));
  return [...allUrls(before), ...(action ? broughtUrls(action) : [])].filter((url) => !kept.has(url));
}
