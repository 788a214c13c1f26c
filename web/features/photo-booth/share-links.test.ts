import { describe, expect, it, vi } from 'vitest';
import { whatsappShareUrl, type ShareEnvironment } from '../../lib/share';
import { facebookShareUrl, shareImage, shareText } from './share-links';

const pageUrl = 'https://venturinipresidente.it/apertura-campagna-elettorale';
const file = new File(['png'], 'apertura-campagna-maria.png', { type: 'image/png' });

function domError(name: string): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}

describe('shareImage', () => {
  it('shares the PNG file with the invitation text and the page link where the device can', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    const confirm = vi.fn(() => true);
    const outcome = await shareImage(file, pageUrl, { canShare: () => true, share, confirm, open: () => true });
    expect(outcome).toBe('shared');
    expect(share.mock.calls[0][0].files).toEqual([file]);
    expect(share.mock.calls[0][0].text).toContain(pageUrl);
    expect(share.mock.calls[0][0].text).toContain('Crea anche tu la tua immagine');
    expect(confirm).not.toHaveBeenCalled();
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
    expect(open).toHaveBeenCalledWith(whatsappShareUrl(shareText(pageUrl)));
    expect(open.mock.calls[0]).toEqual([
      expect.stringMatching(/^https:\/\/wa\.me\/\?text=.*apertura-campagna-elettorale/),
    ]);
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
    expect(open).toHaveBeenCalledWith(facebookShareUrl(pageUrl));
  });

  it('copies the text and link when no link can be opened', async () => {
    const writeClipboard = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    expect(await shareImage(file, pageUrl, { confirm: () => true, open: () => false, writeClipboard })).toBe('copied');
    expect(await shareImage(file, pageUrl, { writeClipboard })).toBe('copied');
    expect(writeClipboard).toHaveBeenCalledWith(shareText(pageUrl));
  });

  it('answers "unsupported" when even the clipboard fails', async () => {
    expect(await shareImage(file, pageUrl, { writeClipboard: () => Promise.reject(new Error('denied')) })).toBe(
      'unsupported',
    );
    expect(await shareImage(file, pageUrl, {})).toBe('unsupported');
  });
});
