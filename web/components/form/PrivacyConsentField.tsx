import { Link } from 'react-router-dom';
import { CheckboxField } from './fields';
import { PAGE_ROUTES } from '../../../core/page-routes';

/** The required privacy consent of the public forms, linking the policy; every schema names it privacyAccepted. */
export function PrivacyConsentField() {
  return (
    <CheckboxField
      name="privacyAccepted"
      required
      label={
        <>
          Ho letto e accetto l'<Link to={PAGE_ROUTES.privacy.path}>informativa privacy</Link>
        </>
      }
    />
  );
}
