import { Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useState } from 'react';
import { TWO_FACTOR_MESSAGES } from '../../../../core/schema/two-factor.schema';
import { loginSchema, type LoginInput, type User } from '../../../../core/schema/user.schema';
import { CodeForm, type CodeValues } from './CodeForm';
import { TextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/Form';
import { ApiError, send } from '../../../lib/api';
import { API } from '../../../../core/api-paths';
import { notify } from '../../../lib/toast';
import { PAGE_ROUTES } from '../../../../core/page-routes';
import '../admin.css';

const EMPTY: LoginInput = { username: '', password: '' };

/**
 * /admin-login, "Area Riservata": username and password, then the panel; for an account with two-factor sign-in,
 * a code from its app (or a recovery code) in between.
 */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [askCode, setAskCode] = useState(false);

  const enter = async (user: User) => {
    // The panel's session check can start from the answer instead of asking again.
    await mutate(API.authUser, user, { revalidate: false });
    notify.success('Login effettuato');
    navigate(PAGE_ROUTES.admin.path);
  };
  const failed = (error: unknown) =>
    notify.error('Errore', (error instanceof ApiError && error.serverMessage) || 'Errore durante il login');

  const submit = async (values: LoginInput, helpers: FormikHelpers<LoginInput>) => {
    try {
      const reply = await send('POST', API.login, values, { form: helpers });
      if ('twoFactor' in reply && reply.twoFactor === true) setAskCode(true);
      else await enter(reply);
    } catch (error) {
      failed(error);
    }
  };

  const submitCode = async (values: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    try {
      await enter(await send('POST', API.loginCode, values, { form: helpers }));
    } catch (error) {
      failed(error);
      // The 5 minutes for the code have passed, or its wrong codes voided the sign-in: username and password again.
      const over = [TWO_FACTOR_MESSAGES.expired, TWO_FACTOR_MESSAGES.voided] as string[];
      if (error instanceof ApiError && error.status === 401 && over.includes(error.serverMessage ?? '')) {
        setAskCode(false);
      }
    }
  };

  return (
    <main className="admin-login">
      <div className="admin-card admin-login__card">
        <h1>Area Riservata</h1>
        {askCode ? (
          <CodeForm
            name="Codice di verifica"
            label="Codice di verifica"
            submitLabel="Verifica"
            buttonClassName="button admin-login__submit"
            onSubmit={submitCode}
          >
            <p>Inserisci il codice a 6 cifre della tua app di autenticazione, o uno dei codici di recupero.</p>
          </CodeForm>
        ) : (
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
        )}
        <p className="admin-login__back">
          <Link to={PAGE_ROUTES.home.path}>Torna al sito</Link>
        </p>
      </div>
    </main>
  );
}
