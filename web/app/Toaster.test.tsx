import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/toast';
import { TOAST_DURATION_MS, Toaster } from './Toaster';

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows the title and the description as separate texts', async () => {
    render(<Toaster />);
    act(() => {
      notify.success('Messaggio inviato!', 'Grazie per averci contattato. Ti risponderemo al più presto.');
    });
    expect(await screen.findByText('Messaggio inviato!')).toBeInTheDocument();
    expect(screen.getByText('Grazie per averci contattato. Ti risponderemo al più presto.')).toBeInTheDocument();
  });

  it('shows one toast at a time: a new one replaces the visible one', async () => {
    render(<Toaster />);
    act(() => {
      notify.success('Primo');
    });
    await screen.findByText('Primo');
    act(() => {
      notify.error('Secondo');
    });
    await screen.findByText('Secondo');
    await waitFor(() => expect(screen.queryByText('Primo')).not.toBeInTheDocument());
  });

  it('dismisses a toast after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => {
      notify.info('Temporaneo');
    });
    expect(screen.getByText('Temporaneo')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText('Temporaneo')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_000));
    await waitFor(() => expect(screen.queryByText('Temporaneo')).not.toBeInTheDocument());
  });

  it('F8 moves the focus to the notifications', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    await user.keyboard('{F8}');
    expect(screen.getByRole('region', { name: 'Notifiche (F8)' })).toHaveFocus();
  });

  it('a swipe right of 50 px dismisses a toast, a shorter one does not', async () => {
    render(<Toaster />);
    act(() => {
      notify.info('Da scorrere');
    });
    const item = (await screen.findByText('Da scorrere')).closest('.toast-swipe')!;
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerUp(item, { clientX: 140 });
    expect(screen.getByText('Da scorrere')).toBeInTheDocument();
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 130 });
    fireEvent.pointerUp(item, { clientX: 150 });
    await waitFor(() => expect(screen.queryByText('Da scorrere')).not.toBeInTheDocument());
  });

  it('can be closed with its labelled button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      notify.error('Errore', 'Si è verificato un errore. Riprova più tardi.');
    });
    await user.click(await screen.findByRole('button', { name: 'Chiudi notifica' }));
    await waitFor(() => expect(screen.queryByText('Errore')).not.toBeInTheDocument());
  });
});
