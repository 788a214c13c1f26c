import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { FULL_STOP, WAITING_LIST, placesLeftSentence } from '../../core/booking-words';
import { reminderWhen } from '../../core/policy';
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

function LazyForm({ stop }: { stop: TourEvent }) {
  return (
    <Suspense fallback={LOADING}>
      <RsvpForm stopId={stop.id} placesLeft={stop.placesLeft} />
    </Suspense>
  );
}

/**
 * "Ci sarò" among a stop's actions (the home's list, a map pin's popover): a button that opens the form in a modal
 * dialog, which keeps the keyboard inside, closes with Escape or "Chiudi" and gives focus back to the button. When
 * the places are taken, the button offers the waiting list ("Lista d'attesa") and the dialog says so.
 */
export function RsvpDialogButton({ stop }: { stop: TourEvent }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  // Shown once its content is there, so the keyboard lands on its first control.
  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);
  const full = stop.full === 1;
  return (
    <>
      <button
        type="button"
        className="tour-stop-actions__action tour-stop-actions__action--rsvp"
        aria-haspopup="dialog"
        onPointerEnter={() => void RsvpForm.preload()}
        onClick={() => setOpen(true)}
      >
        {full ? WAITING_LIST : 'Ci sarò'}
      </button>
      {/* Its content only while open: the home page lists many stops, each with its dialog. */}
      <dialog ref={dialog} className="rsvp-dialog" aria-labelledby={headingId} onClose={() => setOpen(false)}>
        {open && (
          <>
            <div className="rsvp-dialog__head">
              <h2 id={headingId}>
                {full ? WAITING_LIST : 'Ci sarò'}: {stop.title}
              </h2>
              <button type="button" className="rsvp-dialog__close" onClick={() => dialog.current?.close()}>
                Chiudi
              </button>
            </div>
            <p className="rsvp__when">
              {formatStopWhen(stop)} · {[stop.location, stop.address].filter(Boolean).join(', ')}
            </p>
            {full && <p className="rsvp__full">{FULL_STOP}</p>}
            <LazyForm stop={stop} />
          </>
        )}
      </dialog>
    </>
  );
}

/**
 * "Ci sarò" on the stop's own page: the form in its section; when the places are taken, "Lista d'attesa" and the
 * same form. In the page's HTML, the form's code (formik, yup) and its hydration wait for the visitor's first touch
 * of it: most readers of a shared stop never book, and the page is theirs at once.
 */
export function RsvpSection({ stop }: { stop: TourEvent }) {
  const headingId = useId();
  const full = stop.full === 1;
  return (
    <section id="ci-saro" className="rsvp-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{full ? WAITING_LIST : 'Ci sarò'}</h2>
      {full ? (
        <p className="rsvp__full">{FULL_STOP}</p>
      ) : (
        <p>
          Prenota la tua presenza: ti scriveremo per confermarla e, {reminderWhen()}, un promemoria.
          {stop.placesLeft !== null && stop.placesLeft <= 10 && ` ${placesLeftSentence(stop.placesLeft)}.`}
        </p>
      )}
      <LoadWhenUsed
        component={RsvpForm}
        // Written into the page's HTML for the form's late hydration: no null there, an unlimited stop names none.
        props={stop.placesLeft === null ? { stopId: stop.id } : { stopId: stop.id, placesLeft: stop.placesLeft }}
        fallback={LOADING}
      />
    </section>
  );
}
