import { describe, expect, it } from 'vitest';
import { CAMERA_MESSAGES, cameraErrorMessage } from './camera';

const named = (name: string, message = '') => new DOMException(message, name);

describe('cameraErrorMessage', () => {
  it('asks to allow the camera in the browser settings when permission is denied', () => {
    expect(cameraErrorMessage(named('NotAllowedError'))).toBe(CAMERA_MESSAGES.denied);
    expect(CAMERA_MESSAGES.denied).toContain('impostazioni del browser');
  });

  it('says no camera was found', () => {
    expect(cameraErrorMessage(named('NotFoundError'))).toBe(CAMERA_MESSAGES.notFound);
  });

  it('says the camera is used by another application', () => {
    expect(cameraErrorMessage(named('NotReadableError'))).toBe(CAMERA_MESSAGES.inUse);
  });

  it("otherwise shows the error's own message", () => {
    expect(cameraErrorMessage(named('AbortError', 'Timeout starting video source'))).toBe(
      'Timeout starting video source',
    );
    expect(cameraErrorMessage(new Error('qualcosa è andato storto'))).toBe('qualcosa è andato storto');
    expect(cameraErrorMessage(undefined)).toBe(CAMERA_MESSAGES.unknown);
  });
});
