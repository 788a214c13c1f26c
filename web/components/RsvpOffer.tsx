import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { TourEvent } from '../../core/schema/tour-event.schema';
import { formatStopWhen } from '../../core/stop-time';
import { lazyWithPreload } from '../lib/lazy';
import { LoadWhenUsed } from '../lib/deferred-hydration';
import './RsvpOffer.css';

/** The form comes with formik and yup: loaded when it is about to be shown, never with the page that lists stops. */
const RsvpForm = lazyWithPreload(() => import('./RsvpForm').then((module) => module.RsvpForm));

/** For the renderer of a page that shows the form at once (a stop's own page), which writes it into the HTML. */
export const preloadRsvpForm = () => RsvpForm.preload();

const LOADING = <p className="rsvp__loading">Caricamento del modulo...</p>;

const FULL = 'Posti esauriti';

function LazyForm({ stop }: { stop: TourEvent }) {
  return (
    <Suspense fallback={LOADING}>
      <RsvpForm stopId={stop.id} />
    </Suspense>
  );
}

/**
 * "Ci sarò" among a stop's actions (the home's list, a map pin's popover): a button that opens the form in a modal
 * dialog, which keeps the keyboard inside, closes with Escape or "Chiudi" and gives focus back to the button. When
 * the places are taken, "Posti esauriti" instead.
 */
export function RsvpDialogButton({ stop }: { stop: TourEvent }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  // Shown once its content is there, so the keyboard lands on its first control.
  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);
  if (stop.full === 1) return <span className="rsvp__full">{FULL}</span>;
  return (
    <>
      <button
        type="button"
        className="tour-stop-actions__action tour-stop-actions__action--rsvp"
        aria-haspopup="dialog"
        onPointerEnter={() => void RsvpForm.preload()}
        onClick={() => setOpen(true)}
      >
        Ci sarò
      </button>
      {/* Its content only while open: the home page lists many stops, each with its dialog. */}
      <dialog ref={dialog} className="rsvp-dialog" aria-labelledby={headingId} onClose={() => setOpen(false)}>
        {open && (
          <>
            <div className="rsvp-dialog__head">
              <h2 id={headingId}>Ci sarò: {stop.title}</h2>
              <button type="button" className="rsvp-dialog__close" onClick={() => dialog.current?.close()}>
                Chiudi
              </button>
            </div>
            <p className="rsvp__when">
              {formatStopWhen(stop)} · {[stop.location, stop.address].filter(Boolean).join(', ')}
            </p>
            <LazyForm stop={stop} />
          </>
        )}
      </dialog>
    </>
  );
}

/**
 * "Ci sarò" on the stop's own page: the form in its section, or "Posti esauriti". In the page's HTML, the form's
 * code (formik, yup) and its hydration wait for the visitor's first touch of it: most readers of a shared stop
 * never book, and the page is theirs at once.
 */
export function RsvpSection({ stop }: { stop: TourEvent }) {
  const headingId = useId();
  return (
    <section id="ci-saro" className="rsvp-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Ci sarò</h2>
      {stop.full === 1 ? (
        <p className="rsvp__full">{FULL}: non ci sono più posti per questa tappa.</p>
      ) : (
        <>
          <p>Prenota la tua presenza: ti scriveremo una conferma e, il giorno prima, un promemoria.</p>
          <LoadWhenUsed component={RsvpForm} props={{ stopId: stop.id }} fallback={LOADING} />
        </>
      )}
    </section>
  );
}
