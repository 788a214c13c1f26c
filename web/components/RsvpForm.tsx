import { Formik } from 'formik';
import { Link } from 'react-router-dom';
import { API } from '../../core/api-paths';
import { itemPath } from '../../core/api-contract';
import { PAGE_ROUTES } from '../../core/page-routes';
import { fewPlacesMessage } from '../../core/booking-words';
import { MAX_PEOPLE, RSVP_MESSAGES, rsvpSchema } from '../../core/schema/rsvp.schema';
import { send } from '../lib/api';
import { useFormSending } from './form/form-sending';
import { CheckboxField, PersonFields, SelectField } from './form/fields';
import { Form } from './form/Form';
import { useFormGuard } from './FormGuard';
import { attributionFromLocation } from '../lib/attribution-from-location';

/** What the form holds: the number of people as its `<select>` gives it, the consent as a checkbox. */
interface RsvpValues {
  name: string;
  email: string;
  phone: string;
  people: string;
  privacyAccepted: boolean;
}

const EMPTY: RsvpValues = { name: '', email: '', phone: '', people: '1', privacyAccepted: false };

const PEOPLE = Array.from({ length: MAX_PEOPLE }, (_, index) => index + 1);

const FAILED = 'Non è stato possibile registrare la prenotazione. Riprova più tardi.';

/**
 * "Ci sarò": asks to book a stop, validated by the same schema as POST /api/tour-events/{id}/rsvps; the booking is
 * made by the click on the link mailed to the address. More people than the places left (`placesLeft`, null when
 * the stop has no limit) is said beside the number: they would join the waiting list. A refusal of the whole form
 * (stop done, too many tries) is said above the button; the answer replaces the form, and the keyboard goes to it.
 */
export function RsvpForm({ stopId, placesLeft = null }: { stopId: number; placesLeft?: number | null }) {
  const { honeypot, guard } = useFormGuard();
  const { sent, refusal, done, submit } = useFormSending<RsvpValues>(
    (values, helpers) =>
      send(
        'POST',
        itemPath(API.tourEventRsvps, stopId),
        { ...values, ...attributionFromLocation() },
        { form: helpers, guard: guard() },
      ),
    FAILED,
  );

  if (sent) {
    return (
      <p ref={done} className="rsvp-form__done" role="status" tabIndex={-1}>
        {RSVP_MESSAGES.requested}
      </p>
    );
  }

  return (
    <Formik initialValues={EMPTY} validationSchema={rsvpSchema} onSubmit={submit}>
      {({ isSubmitting, values }) => (
        <Form className="rsvp-form" aria-label="Prenota la tua presenza" afterPaint>
          {honeypot}
          <PersonFields />
          <SelectField
            name="people"
            label="Quante persone?"
            required
            hint={placesLeft !== null && Number(values.people) > placesLeft ? fewPlacesMessage(placesLeft) : undefined}
          >
            {PEOPLE.map((count) => (
              <option key={count} value={String(count)}>
                {count === 1 ? '1 persona' : `${count} persone`}
              </option>
            ))}
          </SelectField>
          <CheckboxField
            name="privacyAccepted"
            required
            label={
              <>
                Acconsento a essere contattato/a per questo evento (
                <Link to={PAGE_ROUTES.privacy.path}>informativa privacy</Link>)
              </>
            }
          />
          {refusal && (
            <p className="rsvp-form__refusal" role="alert">
              {refusal}
            </p>
          )}
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Prenotazione in corso...' : 'Ci sarò'}
          </button>
        </Form>
      )}
    </Formik>
  );
}
