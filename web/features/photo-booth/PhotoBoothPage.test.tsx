import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/web/render';
import { CAMERA_MESSAGES } from './camera';

const PATH = '/apertura-campagna-elettorale';

async function openPage() {
  const rendered = renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Apertura della campagna elettorale' });
  // The details form is a chunk of its own (docs/decisions/0047): rendered in the browser, it comes just after.
  await screen.findByLabelText('Nome e cognome');
  return rendered;
}

function setMediaDevices(value: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });
}

afterEach(() => {
  setMediaDevices(undefined);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/apertura-campagna-elettorale', () => {
  it('announces the event: Wednesday 15 October, 20:30, Teatro Verdi, Padova', async () => {
    await openPage();
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByText('Mercoledì 15 ottobre, ore 20:30')).toHaveAttribute('datetime', '2025-10-15T20:30');
    expect(header).toHaveTextContent('Teatro Verdi, Padova');
  });

  it('keeps "Genera l\'immagine" disabled without a cropped photo', async () => {
    await openPage();
    expect(screen.getByRole('button', { name: "Genera l'immagine" })).toBeDisabled();
  });

  it('warns "Attenzione: Carica o scatta una foto…" when the form is submitted with Enter and no photo', async () => {
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Nome e cognome'), 'Maria Rossi{Enter}');
    expect(await screen.findByText('Attenzione')).toBeInTheDocument();
    expect(screen.getByText("Carica o scatta una foto prima di generare l'immagine")).toBeInTheDocument();
  });

  it('shows the schema messages when fields are left wrong', async () => {
    const { user } = await openPage();
    await user.click(screen.getByLabelText('Nome e cognome'));
    await user.tab();
    expect(await screen.findByText('Inserisci nome e cognome')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Città'), 'P');
    await user.tab();
    expect(await screen.findByText('Inserisci la città')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Sigla provincia'), 'p');
    await user.tab();
    expect(await screen.findByText('Inserisci la sigla provincia')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'maria@');
    await user.tab();
    expect(await screen.findByText('Email non valida')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    const privacy = screen.getByRole('checkbox', { name: /Ho letto e accetto/ });
    await user.click(privacy);
    await user.click(privacy);
    await user.tab();
    expect(await screen.findByText("Devi accettare l'informativa privacy")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'informativa privacy' })).toHaveAttribute('href', '/privacy');
  });

  it('upper-cases the province as typed and stops at 3 characters', async () => {
    const { user } = await openPage();
    const provincia = screen.getByLabelText('Sigla provincia');
    await user.type(provincia, 'padova');
    expect(provincia).toHaveValue('PAD');
    expect(provincia).toHaveAttribute('maxLength', '3');
  });

  it('clears the messages once the fields are right', async () => {
    const { user } = await openPage();
    await user.click(screen.getByLabelText('Nome e cognome'));
    await user.tab();
    await screen.findByText('Inserisci nome e cognome');
    await user.type(screen.getByLabelText('Nome e cognome'), 'Maria Rossi');
    expect(screen.queryByText('Inserisci nome e cognome')).not.toBeInTheDocument();
  });

  it('says "Fotocamera non supportata" where the browser has no camera API', async () => {
    setMediaDevices(undefined);
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Scatta una foto' }));
    expect(within(screen.getByRole('alert')).getByText('Fotocamera non supportata')).toBeInTheDocument();
    // And the toast says it too.
    expect(await screen.findAllByText('Fotocamera non supportata')).toHaveLength(2);
  });

  it('asks for the front camera 50 ms after the click and explains a refusal', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    setMediaDevices({ getUserMedia });
    await openPage();
    // Dispatched at once, so nothing can run between the click and the check, however busy the machine.
    fireEvent.click(screen.getByRole('button', { name: 'Scatta una foto' }));
    expect(getUserMedia).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossibile accedere alla fotocamera');
    expect(alert).toHaveTextContent(CAMERA_MESSAGES.denied);
  });

  it('turns the button into "SCATTA LA FOTO" with "Annulla" while live, and stops the camera on cancel and on leaving', async () => {
    const stop = vi.fn();
    const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
    setMediaDevices({ getUserMedia: vi.fn().mockResolvedValue(stream) });
    // jsdom cannot play media; a real browser resolves play() once the stream shows.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { user, unmount } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Scatta una foto' }));
    expect(await screen.findByRole('button', { name: 'SCATTA LA FOTO' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Scatta una foto' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Scatta una foto' }));
    await screen.findByRole('button', { name: 'SCATTA LA FOTO' });
    act(() => unmount());
    expect(stop).toHaveBeenCalledTimes(2);
  });
});
