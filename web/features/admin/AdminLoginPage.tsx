import { Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { loginSchema, type LoginInput } from '../../../core/schema/user.schema';
import { TextField } from '../../components/form/fields';
import { Form } from '../../components/form/Form';
import { ApiError, send } from '../../lib/api';
import { API } from '../../../core/api-paths';
import { notify } from '../../lib/toast';
import { PAGE_ROUTES } from '../../../core/page-routes';
import './admin.css';

const EMPTY: LoginInput = { username: '', password: '' };

/** /admin-login, "Area Riservata": username and password, then the panel. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  const submit = async (values: LoginInput, helpers: FormikHelpers<LoginInput>) => {
    try {
      const user = await send('POST', API.login, values, { form: helpers });
      // The panel's session check can start from the answer instead of asking again.
      await mutate(API.authUser, user, { revalidate: false });
      notify.success('Login effettuato');
      navigate(PAGE_ROUTES.admin.path);
    } catch (error) {
      notify.error('Errore', (error instanceof ApiError && error.serverMessage) || 'Errore durante il login');
    }
  };

  return (
    <main className="admin-login">
      <div className="admin-card admin-login__card">
        <h1>Area Riservata</h1>
        <Formik initialValues={EMPTY} validationSchema={loginSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form>
              <TextField
                name="username"
                label="Username"
                required
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
              />
              <TextField name="password" label="Password" type="password" required autoComplete="current-password" />
              <button type="submit" className="button admin-login__submit" disabled={isSubmitting}>
                Accedi
              </button>
            </Form>
          )}
        </Formik>
        <p className="admin-login__back">
          <Link to={PAGE_ROUTES.home.path}>Torna al sito</Link>
        </p>
      </div>
    </main>
  );
}
