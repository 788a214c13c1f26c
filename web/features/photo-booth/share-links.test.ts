import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_EVENT_TYPE, type PageEvent } from '../../../core/measurement';
import { withShareSource } from '../../../core/share-source';
import { whatsappShareUrl, type ShareEnvironment } from '../../lib/share';
import { facebookShareUrl, shareImage, shareText } from './share-links';

const pageUrl = 'https://venturinipresidente.it/apertura-campagna-elettorale';
const file = new File(['png'], 'apertura-campagna-maria.png', { type: 'image/png' });

function domError(name: string): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}

/** The page events the shares dispatched, as the beacon counts them. */
const counted: PageEvent[] = [];
const count = (event: Event) => counted.push((event as CustomEvent<PageEvent>).detail);
beforeEach(() => {
  counted.length = 0;
  window.addEventListener(PAGE_EVENT_TYPE, count);
});
afterEach(() => window.removeEventListener(PAGE_EVENT_TYPE, count));

describe('shareImage', () => {
  it('shares the PNG file with the invitation text and the page link where the device can', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    const confirm = vi.fn(() => true);
    const outcome = await shareImage(file, pageUrl, { canShare: () => true, share, confirm, open: () => true });
    expect(outcome).toBe('shared');
    expect(share.mock.calls[0][0].files).toEqual([file]);
    expect(share.mock.calls[0][0].text).toContain(`${pageUrl}?utm_source=condivisione&utm_medium=share`);
    expect(share.mock.calls[0][0].text).toContain('Crea anche tu la tua immagine');
    expect(confirm).not.toHaveBeenCalled();
    expect(counted).toEqual(['share-native']);
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const confirm = vi.fn(() => true);
    const env: ShareEnvironment = {
      canShare: () => true,
      share: () => Promise.reject(domError('AbortError')),
      confirm,
      open: () => true,
    };
    expect(await shareImage(file, pageUrl, env)).toBe('aborted');
    expect(confirm).not.toHaveBeenCalled();
    expect(counted).toEqual([]);
  });

  it('offers WhatsApp (OK) when files cannot be shared', async () => {
    const open = vi.fn(() => true);
    const outcome = await shareImage(file, pageUrl, {
      canShare: () => false,
      share: vi.fn(),
      confirm: () => true,
      open,
    });
    expect(outcome).toBe('linkOpened');
    expect(open).toHaveBeenCalledWith(whatsappShareUrl(shareText(withShareSource(pageUrl, 'whatsapp'))));
    expect(open.mock.calls[0]).toEqual([
      expect.stringMatching(
        /^https:\/\/wa\.me\/\?text=.*apertura-campagna-elettorale%3Futm_source%3Dwhatsapp%26utm_medium%3Dshare/,
      ),
    ]);
    expect(counted).toEqual(['share-whatsapp']);
  });

  it('offers Facebook (Cancel) when the native share fails for another reason', async () => {
    const open = vi.fn(() => true);
    const env: ShareEnvironment = {
      canShare: () => true,
      share: () => Promise.reject(domError('NotAllowedError')),
      confirm: () => false,
      open,
    };
    expect(await shareImage(file, pageUrl, env)).toBe('linkOpened');
    expect(open).toHaveBeenCalledWith(facebookShareUrl(`${pageUrl}?utm_source=facebook&utm_medium=share`));
    expect(counted).toEqual(['share-facebook']);
  });

  it('copies the text and link when no link can be opened', async () => {
    const writeClipboard = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    expect(await shareImage(file, pageUrl, { confirm: () => true, open: () => false, writeClipboard })).toBe('copied');
    expect(await shareImage(file, pageUrl, { writeClipboard })).toBe('copied');
    expect(writeClipboard).toHaveBeenCalledWith(shareText(`${pageUrl}?utm_source=link&utm_medium=share`));
    expect(counted).toEqual(['share-copy', 'share-copy']);
  });

  it('answers "unsupported" when even the clipboard fails', async () => {
    expect(await shareImage(file, pageUrl, { writeClipboard: () => Promise.reject(new Error('denied')) })).toBe(
      'unsupported',
    );
    expect(await shareImage(file, pageUrl, {})).toBe('unsupported');
    expect(counted).toEqual([]);
  });
});
