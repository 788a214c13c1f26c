import { screen, waitFor } from '@testing-library/react';
import { forwardRef, useEffect, useImperativeHandle, type Ref } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteContent } from '../../../core/site-content-defaults';
import { api, failWith } from '../../../test/web/api-server';
import { renderRoute } from '../../../test/web/render';
import { COMPOSE_ERRORS, composeImage } from './compose';
import { cropPhoto, preparePhoto, UnreadablePhotoError, UNREADABLE_PHOTO_MESSAGE } from './photo-file';

// The page the form is on, as the browser's address says: recorded with a consent.
beforeEach(() => window.history.replaceState(null, '', '/apertura-campagna-elettorale'));

/*
 * jsdom decodes no images and has no canvas, so the steps that need them are replaced: decoding the file,
 * the cropper widget (it answers "ready" and a crop), drawing the cropped photo and the image. Everything between
 * them — the state machine, the form, the toasts, the record sent, the result — is the real code.
 */
vi.mock('./photo-file', async (original) => ({
  ...(await original<typeof import('./photo-file')>()),
  preparePhoto: vi.fn(),
  cropPhoto: vi.fn(async () => ({ url: URL.createObjectURL(new Blob(['png'])), width: 819, height: 553 })),
  canvasToBlob: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));
vi.mock('./compose', async (original) => ({
  ...(await original<typeof import('./compose')>()),
  composeImage: vi.fn(),
}));
vi.mock('react-cropper', () => ({
  Cropper: forwardRef(function FakeCropper(
    { src, alt, ready }: { src: string; alt: string; ready: () => void },
    ref: Ref<unknown>,
  ) {
    useImperativeHandle(ref, () => ({ cropper: { getData: () => ({ x: 80, y: 60, width: 1440, height: 972 }) } }));
    useEffect(() => {
      ready();
    }, [ready]);
    return <img src={src} alt={alt} />;
  }),
}));

const PHOTO = { url: 'blob:photo', width: 1600, height: 1200 };
let urls = 0;

beforeEach(() => {
  urls = 0;
  vi.mocked(preparePhoto).mockResolvedValue(PHOTO);
  vi.mocked(composeImage).mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
  URL.createObjectURL = vi.fn(() => `blob:made-${++urls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openWithCroppedPhoto() {
  const rendered = renderRoute('/apertura-campagna-elettorale');
  const { user } = rendered;
  await user.upload(
    await screen.findByLabelText('Carica una foto'),
    new File(['jpeg'], 'foto.jpg', { type: 'image/jpeg' }),
  );
  await user.click(await screen.findByRole('button', { name: 'Conferma ritaglio' }));
  expect(await screen.findByText('Ritaglio completato')).toBeInTheDocument();
  // The region chosen on the cropper's copy is drawn from the photo (and so from its original file).
  expect(cropPhoto).toHaveBeenCalledWith(PHOTO, { x: 80, y: 60, width: 1440, height: 972 });
  expect(screen.getByRole('img', { name: 'Anteprima della foto ritagliata' })).toHaveAttribute('src', 'blob:made-1');
  return rendered;
}

async function fillForm(user: ReturnType<typeof renderRoute>['user'], marketing = false) {
  // The details form is a chunk of its own (docs/decisions/0047): rendered in the browser, it comes just after.
  await user.type(await screen.findByLabelText('Nome e cognome'), 'Niccolò Ferrè');
  await user.type(screen.getByLabelText('Città'), 'Abano Terme');
  await user.type(screen.getByLabelText('Sigla provincia'), 'pd');
  await user.type(screen.getByLabelText('Email'), 'niccolo@example.it');
  await user.click(screen.getByRole('checkbox', { name: /Ho letto e accetto/ }));
  if (marketing) await user.click(screen.getByRole('checkbox', { name: /aggiornamenti/ }));
}

describe('the image generator flow', () => {
  it('validates the form before composing, then composes the cropped photo, shows the result and saves the record', async () => {
    const { user } = await openWithCroppedPhoto();
    const generate = screen.getByRole('button', { name: "Genera l'immagine" });
    expect(generate).toBeEnabled();

    await user.click(generate);
    expect(await screen.findByText('Inserisci nome e cognome')).toBeInTheDocument();
    expect(screen.getByText("Devi accettare l'informativa privacy")).toBeInTheDocument();
    expect(screen.getByLabelText('Nome e cognome')).toHaveFocus();
    expect(composeImage).not.toHaveBeenCalled();

    await fillForm(user, true);
    await user.click(generate);
    expect(await screen.findByText('Immagine generata!')).toBeInTheDocument();
    // With the font settle started at the click, before the form's validation.
    expect(composeImage).toHaveBeenCalledWith(
      {
        photoUrl: 'blob:made-1',
        nomeCognome: 'Niccolò Ferrè',
        citta: 'Abano Terme',
        provincia: 'PD',
        // The site content's "committente responsabile", along the image's bottom edge.
        committente: defaultSiteContent.committente,
      },
      expect.any(Promise),
    );
    const download = screen.getByRole('link', { name: 'Scarica immagine' });
    expect(download).toHaveAttribute('download', 'apertura-campagna-niccolo-ferre.png');
    expect(download).toHaveAttribute('href', 'blob:made-2');
    expect(screen.getByRole('img', { name: /La tua immagine per l'apertura/ })).toHaveAttribute('src', 'blob:made-2');
    expect(screen.getByRole('button', { name: 'Condividi sui social' })).toBeInTheDocument();
    expect(screen.queryByText("Tieni premuto sull'immagine per salvarla")).not.toBeInTheDocument();

    await waitFor(() =>
      expect(api.received['/api/photo-booth-emails']).toEqual([
        {
          email: 'niccolo@example.it',
          nomeCognome: 'Niccolò Ferrè',
          citta: 'Abano Terme',
          provincia: 'PD',
          privacyAccepted: 1,
          marketingConsent: 1,
          website: '',
          fillTimeMs: expect.any(Number),
          sourcePage: '/apertura-campagna-elettorale',
        },
      ]),
    );
  });

  it('only logs a warning when the record cannot be saved, and keeps the result', async () => {
    failWith('post', '/api/photo-booth-emails', 500, 'Errore interno');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const { user } = await openWithCroppedPhoto();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: "Genera l'immagine" }));
    expect(await screen.findByRole('link', { name: 'Scarica immagine' })).toBeInTheDocument();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Photo booth record not saved:', expect.objectContaining({ status: 500 })),
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('explains a failed generation with "Si è verificato un errore: …" and lets the visitor try again', async () => {
    vi.mocked(composeImage).mockRejectedValueOnce(new Error(COMPOSE_ERRORS.template));
    const { user } = await openWithCroppedPhoto();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: "Genera l'immagine" }));
    expect(await screen.findByText('Errore')).toBeInTheDocument();
    expect(screen.getByText(`Si è verificato un errore: ${COMPOSE_ERRORS.template}`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Scarica immagine' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Genera l'immagine" })).toBeEnabled();
    expect(api.received['/api/photo-booth-emails']).toBeUndefined();
  });

  it('"Ritaglia di nuovo" goes back to cropping and drops the preview; "Annulla" there drops the photo', async () => {
    const { user } = await openWithCroppedPhoto();
    await user.click(screen.getByRole('button', { name: 'Ritaglia di nuovo' }));
    expect(screen.queryByRole('img', { name: 'Anteprima della foto ritagliata' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:made-1');
    expect(screen.getByRole('button', { name: "Genera l'immagine" })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('img', { name: 'La tua foto da ritagliare' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo');
    await user.type(screen.getByLabelText('Nome e cognome'), '{Enter}');
    expect(await screen.findByText("Carica o scatta una foto prima di generare l'immagine")).toBeInTheDocument();
  });

  it('asks to confirm the crop, and composes nothing, when the form is submitted with Enter while cropping', async () => {
    const { user } = renderRoute('/apertura-campagna-elettorale');
    await user.upload(
      await screen.findByLabelText('Carica una foto'),
      new File(['jpeg'], 'foto.jpg', { type: 'image/jpeg' }),
    );
    await screen.findByRole('img', { name: 'La tua foto da ritagliare' });
    await fillForm(user);
    const composedBefore = vi.mocked(composeImage).mock.calls.length;
    await user.type(screen.getByLabelText('Email'), '{Enter}');
    expect(await screen.findByText("Conferma il ritaglio prima di generare l'immagine")).toBeInTheDocument();
    expect(vi.mocked(composeImage).mock.calls.length).toBe(composedBefore);
    expect(screen.getByRole('button', { name: "Genera l'immagine" })).toBeDisabled();
  });

  it('says clearly when a file is not a readable picture, and stays usable', async () => {
    vi.mocked(preparePhoto).mockRejectedValueOnce(new UnreadablePhotoError());
    const { user } = renderRoute('/apertura-campagna-elettorale');
    const input = await screen.findByLabelText('Carica una foto');
    await user.upload(input, new File(['%PDF'], 'documento.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREADABLE_PHOTO_MESSAGE);
    expect(screen.getByText('Errore')).toBeInTheDocument();

    await user.upload(input, new File(['jpeg'], 'foto.jpg', { type: 'image/jpeg' }));
    // The button shows at once, disabled until the cropper has the new photo.
    const confirm = await screen.findByRole('button', { name: 'Conferma ritaglio' });
    await waitFor(() => expect(confirm).toBeEnabled());
    // The inline message goes; the toast may still be fading out.
    expect(
      screen.queryAllByRole('alert').filter((alert) => alert.textContent?.includes(UNREADABLE_PHOTO_MESSAGE)),
    ).toEqual([]);
  });

  it("tells in-app browsers' users to press and hold the image", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone) Mobile/15E148 Instagram 339.0.3.12.91',
    );
    const { user } = await openWithCroppedPhoto();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: "Genera l'immagine" }));
    expect(await screen.findByText("Tieni premuto sull'immagine per salvarla")).toBeInTheDocument();
  });
});
