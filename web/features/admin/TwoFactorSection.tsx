import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { API } from '../../../core/api-paths';
import type { TwoFactorEnrolment } from '../../../core/schema/two-factor.schema';
import { send } from '../../lib/api';
import { useApi } from '../../lib/swr';
import { notify } from '../../lib/toast';
import { ERROR_TEXTS, useFailureReporter } from './admin-errors';
import { CodeForm, type CodeValues } from './CodeForm';

/** The QR code the server drew, as an image: its SVG never enters the page's markup. */
const qrImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * "Verifica in due passaggi", for every account: turn it on by scanning a QR code with an authenticator app and
 * typing its first code, which gives 10 recovery codes shown once; turn it off with a current code, unless the
 * owner requires it of the role.
 */
export function TwoFactorSection() {
  const { data: status, mutate } = useApi(API.twoFactor);
  const { mutate: mutateUser } = useApi(API.authUser);
  const report = useFailureReporter();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const start = async () => {
    try {
      setEnrolment(await send('POST', API.twoFactor));
    } catch (failure) {
      report(failure, ERROR_TEXTS.twoFactor);
    }
  };

  const confirm = async (values: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    try {
      const { recoveryCodes: codes } = await send('PUT', API.twoFactor, values, { form: helpers });
      setEnrolment(null);
      setRecoveryCodes(codes);
      notify.success('Verifica in due passaggi attivata');
      await Promise.all([mutate(), mutateUser()]);
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
        </>
      ) : enrolment ? (
        <div className="admin-card">
          <p>Inquadra il codice con un’app di autenticazione (per esempio Google Authenticator, Aegis o 1Password).</p>
          <img
            className="admin-qr"
            src={qrImage(enrolment.qrSvg)}
            width={200}
            height={200}
            alt="Codice QR da inquadrare"
          />
          <p>
            Non puoi inquadrarlo? Inserisci questa chiave nell’app: <code>{enrolment.secret}</code>
          </p>
          <CodeForm
            name="Conferma la verifica in due passaggi"
            submitLabel="Conferma"
            className="admin-form"
            onSubmit={confirm}
          />
        </div>
      ) : (
        <>
          <p>
            {status.required
              ? 'Il titolare la richiede per il tuo ruolo: attivala per usare il pannello.'
              : 'Non attiva: chi conosce la tua password può entrare.'}
          </p>
          <button type="button" className="button" onClick={() => void start()}>
            Attiva
          </button>
        </>
      )}
    </section>
  );
}
