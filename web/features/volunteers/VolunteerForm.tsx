import { Formik } from 'formik';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { API } from '../../../core/api-paths';
import { PAGE_ROUTES } from '../../../core/page-routes';
import {
  VOLUNTEER_ACTIVITIES,
  VOLUNTEER_MESSAGES,
  volunteerSchema,
  type VolunteerActivity,
} from '../../../core/schema/volunteer.schema';
import { VENETO_COMUNI } from '../../../core/veneto-comuni';
import {
  CheckboxField,
  CheckboxGroupField,
  PersonFields,
  TextField,
  TextareaField,
} from '../../components/form/fields';
import { Form } from '../../components/form/Form';
import { useFormGuard } from '../../components/FormGuard';
import { useHydrated } from '../../components/LinkOutcome';
import { send } from '../../lib/api';
import { useFormSending } from '../../components/form/form-sending';
import { attributionFromLocation } from '../../lib/attribution-from-location';
import { ListRepresentativeFields, NO_OFFER, type ListRepresentativeValues } from './ListRepresentativeFields';

interface VolunteerValues extends ListRepresentativeValues {
  name: string;
  email: string;
  phone: string;
  comune: string;
  activities: VolunteerActivity[];
  availability: string;
  privacyAccepted: boolean;
}

const EMPTY: VolunteerValues = {
  name: '',
  email: '',
  phone: '',
  comune: '',
  activities: [],
  availability: '',
  privacyAccepted: false,
  ...NO_OFFER,
};

const ACTIVITY_OPTIONS = Object.entries(VOLUNTEER_ACTIVITIES).map(([value, label]) => ({ value, label }));

const FAILED = 'Non è stato possibile registrare la tua disponibilità. Riprova più tardi.';

/**
 * The comuni suggested as the visitor types (a native datalist: the input stays a labelled text field the keyboard
 * and screen readers know). Written once the form runs in the browser: the page's HTML stays without its 563 options.
 */
function ComuniList({ id }: { id: string }) {
  if (!useHydrated()) return null;
  return (
    <datalist id={id}>
      {VENETO_COMUNI.map(([code, name, province]) => (
        <option key={code} value={name}>
          {`${name} (${province})`}
        </option>
      ))}
    </datalist>
  );
}

/**
 * "Dai una mano": an offer of time, validated by the same schema as POST /api/volunteers, which answers every
 * address alike; the volunteer is recorded by the click on the link mailed to the address. A refusal of the whole
 * form (too many tries) is said above the button; the answer replaces the form, and the keyboard goes to it.
 */
export function VolunteerForm() {
  const { honeypot, guard } = useFormGuard();
  const comuniId = useId();
  const { sent, refusal, done, submit } = useFormSending<VolunteerValues>(
    (values, helpers) =>
      send('POST', API.volunteers, { ...values, ...attributionFromLocation() }, { form: helpers, guard: guard() }),
    FAILED,
  );

  if (sent) {
    return (
      <p ref={done} className="volunteer-form__done" role="status" tabIndex={-1}>
        {VOLUNTEER_MESSAGES.requested}
      </p>
    );
  }

  return (
    <Formik initialValues={EMPTY} validationSchema={volunteerSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="volunteer-form" aria-label="Offri la tua disponibilità">
          {honeypot}
          <PersonFields />
          <TextField
            name="comune"
            label="Comune"
            hint="Il comune del Veneto dove puoi dare una mano: scrivi le prime lettere e scegli dalla lista."
            autoComplete="off"
            list={comuniId}
            required
          />
          <ComuniList id={comuniId} />
          <CheckboxGroupField name="activities" legend="Cosa ti piacerebbe fare?" options={ACTIVITY_OPTIONS} required />
          <ListRepresentativeFields comuniList={comuniId} />
          <TextareaField
            name="availability"
            label="Quando sei disponibile? (facoltativo)"
            hint="Ad esempio: i sabati mattina, le sere dei giorni feriali."
          />
          <CheckboxField
            name="privacyAccepted"
            required
            label={
              <>
                Acconsento esplicitamente al trattamento dei miei dati, che rivelano un&apos;opinione politica, per
                organizzare il volontariato della campagna (art. 9, par. 2, lett. a GDPR;{' '}
                <Link to={PAGE_ROUTES.privacy.path}>informativa privacy</Link>)
              </>
            }
          />
          {refusal && (
            <p className="volunteer-form__refusal" role="alert">
              {refusal}
            </p>
          )}
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Invio in corso...' : 'Offri la tua disponibilità'}
          </button>
        </Form>
      )}
    </Formik>
  );
}
