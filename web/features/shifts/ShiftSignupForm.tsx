import { Formik } from 'formik';
import { Link } from 'react-router-dom';
import { API } from '../../../core/api-paths';
import { itemPath } from '../../../core/api-contract';
import { PAGE_ROUTES } from '../../../core/page-routes';
import { SHIFT_MESSAGES, shiftSignupSchema } from '../../../core/schema/shift.schema';
import { CheckboxField, PersonFields } from '../../components/form/fields';
import { useFormSending } from '../../components/form/form-sending';
import { Form } from '../../components/form/Form';
import { useFormGuard } from '../../components/FormGuard';
import { send } from '../../lib/api';
import { attributionFromLocation } from '../../lib/attribution-from-location';

interface SignupValues {
  name: string;
  email: string;
  phone: string;
  privacyAccepted: boolean;
}

const EMPTY: SignupValues = { name: '', email: '', phone: '', privacyAccepted: false };
const FAILED = 'Non è stato possibile registrare la richiesta. Riprova più tardi.';

/**
 * "Mi prendo il turno": asks for a shift, validated by the same schema as POST /api/shifts/{id}/signups; the place
 * (or the place in line) is taken by the click on the link mailed to the address. The answer replaces the form.
 */
export function ShiftSignupForm({ shiftId, title }: { shiftId: number; title: string }) {
  const { honeypot, guard } = useFormGuard();
  const { sent, refusal, done, submit } = useFormSending<SignupValues>(
    (values, helpers) =>
      send(
        'POST',
        itemPath(API.shiftSignups, shiftId),
        { ...values, ...attributionFromLocation() },
        { form: helpers, guard: guard() },
      ),
    FAILED,
  );

  if (sent) {
    return (
      <p ref={done} className="shift-list__done" role="status" tabIndex={-1}>
        {SHIFT_MESSAGES.requested}
      </p>
    );
  }
  return (
    <Formik initialValues={EMPTY} validationSchema={shiftSignupSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className="shift-list__form" aria-label={`Mi prendo il turno: ${title}`}>
          {honeypot}
          <PersonFields />
          <CheckboxField
            name="privacyAccepted"
            required
            label={
              <>
                Acconsento a essere contattato/a per questo turno (
                <Link to={PAGE_ROUTES.privacy.path}>informativa privacy</Link>)
              </>
            }
          />
          {refusal && <p role="alert">{refusal}</p>}
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Invio in corso...' : 'Mi prendo il turno'}
          </button>
        </Form>
      )}
    </Formik>
  );
}
