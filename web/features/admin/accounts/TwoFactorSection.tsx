import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { API } from '../../../../core/api-paths';
import type { TwoFactorEnrolment } from '../../../../core/schema/two-factor.schema';
import { send } from '../../../lib/api';
import { useApi } from '../../../lib/swr';
import { notify } from '../../../lib/toast';
import { ERROR_TEXTS, useFailureReporter } from '../admin-errors';
import { CodeForm, type CodeValues } from './CodeForm';
import { EnrolmentStartForm, type EnrolmentStartValues } from './EnrolmentStartForm';

/** The QR code the server drew, as an image: its SVG never enters the page's markup. */
const qrImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** An enrolment shown as a QR code, and the password that started it, which its confirmation sends again. */
interface ShownEnrolment {
  enrolment: TwoFactorEnrolment;
  currentPassword: string;
}

/**
 * "Verifica in due passaggi", for every account: turn it on (or move it to another phone) with the password, and
 * the code of the phone in use when there is one, then by scanning a QR code with an authenticator app and typing
 * its first code, which gives 10 recovery codes shown once; turn it off with a current code, unless the owner
 * requires it of the role.
 */
export function TwoFactorSection() {
  const { data: status, mutate } = useApi(API.twoFactor);
  const { mutate: mutateUser } = useApi(API.authUser);
  // "Le tue sessioni" lists fewer once an enrolment has ended the others.
  const { mutate: mutateSessions } = useApi(API.sessions);
  const report = useFailureReporter();
  const [shown, setShown] = useState<ShownEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const start = async (values: EnrolmentStartValues, helpers: FormikHelpers<EnrolmentStartValues>) => {
    try {
      const enrolment = await send('POST', API.twoFactor, values, { form: helpers });
      setShown({ enrolment, currentPassword: values.currentPassword });
    } catch (failure) {
      report(failure, ERROR_TEXTS.twoFactor);
    }
  };

  const confirm = async (values: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    if (!shown) return;
    try {
      const body = { ...values, currentPassword: shown.currentPassword };
      const { recoveryCodes: codes } = await send('PUT', API.twoFactor, body, { form: helpers });
      setShown(null);
      setRecoveryCodes(codes);
      notify.success('Verifica in due passaggi attivata', 'Le altre sessioni del tuo account sono state chiuse');
      await Promise.all([mutate(), mutateUser(), mutateSessions()]);
    } catch (failure) {
      report(failure, ERROR_TEXTS.twoFactor);
    }
  };

  const turnOff = async (values: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    try {
      await send('DELETE', API.twoFactor, values, { form: helpers });
      notify.success('Verifica in due passaggi disattivata');
      helpers.resetForm({ values: { code: '' } });
      await Promise.all([mutate(), mutateUser()]);
    } catch (failure) {
      report(failure, ERROR_TEXTS.twoFactor);
    }
  };

  return (
    <section id="verifica" className="admin-section" aria-labelledby="verifica-titolo">
      <h2 id="verifica-titolo">Verifica in due passaggi</h2>
      {recoveryCodes && (
        <div className="admin-card admin-handover" role="status">
          <p>
            <strong>Codici di recupero</strong>: ognuno vale una volta, se non hai il telefono. Salvali ora in un posto
            sicuro: non saranno più mostrati.
          </p>
          <ul className="admin-codes">
            {recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--secondary" onClick={() => setRecoveryCodes(null)}>
            Li ho salvati
          </button>
        </div>
      )}
      {!status ? (
        <p role="status">Caricamento...</p>
      ) : shown ? (
        <div className="admin-card">
          <p>Inquadra il codice con un’app di autenticazione (per esempio Google Authenticator, Aegis o 1Password).</p>
          <img
            className="admin-qr"
            src={qrImage(shown.enrolment.qrSvg)}
            width={200}
            height={200}
            alt="Codice QR da inquadrare"
          />
          <p>
            Non puoi inquadrarlo? Inserisci questa chiave nell’app: <code>{shown.enrolment.secret}</code>
          </p>
          <CodeForm
            name="Conferma la verifica in due passaggi"
            submitLabel="Conferma"
            className="admin-form"
            onSubmit={confirm}
          />
        </div>
      ) : status.enabled ? (
        <>
          <p>Attiva: all’accesso, dopo la password, serve il codice dell’app.</p>
          {status.required ? (
            <p>Il titolare la richiede per il tuo ruolo: non si può disattivare.</p>
          ) : (
            <CodeForm
              name="Disattiva la verifica in due passaggi"
              submitLabel="Disattiva"
              className="admin-card admin-form"
              buttonClassName="button button--secondary"
              onSubmit={turnOff}
            />
          )}
          <p>Nuovo telefono? Spostala con la password e il codice dell’app in uso.</p>
          <EnrolmentStartForm replacing onSubmit={start} />
        </>
      ) : (
        <>
          <p>
            {status.required
              ? 'Il titolare la richiede per il tuo ruolo: attivala per usare il pannello.'
              : 'Non attiva: chi conosce la tua password può entrare.'}
          </p>
          <EnrolmentStartForm replacing={false} onSubmit={start} />
        </>
      )}
    </section>
  );
}
