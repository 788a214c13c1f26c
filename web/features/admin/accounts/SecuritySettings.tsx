import { useState } from 'react';
import { API } from '../../../../core/api-paths';
import { ApiError, send } from '../../../lib/api';
import { useApi } from '../../../lib/swr';
import { notify } from '../../../lib/toast';
import { ERROR_TEXTS, useFailureReporter } from '../admin-errors';
import { useMayUse } from '../admin-role';

/** The owner's banner at the top of the panel while the roles that export personal data may sign in with a password alone. */
export function TwoFactorNotice() {
  return useMayUse('accounts') ? <OwnersTwoFactorNotice /> : null;
}

function OwnersTwoFactorNotice() {
  const { data: settings } = useApi(API.adminSettings);
  if (!settings || settings.twoFactorRequired) return null;
  return (
    <p className="admin-notice" role="status">
      La verifica in due passaggi non è obbligatoria: titolari e segreteria, che esportano dati personali, entrano con
      la sola password. Attivala sul tuo account («Verifica in due passaggi»), poi richiedila in «Amministratori».
    </p>
  );
}

/** "Richiedi la verifica in due passaggi": the owner's switch, in "Amministratori". */
export function SecuritySettings() {
  const { data: settings, mutate } = useApi(API.adminSettings);
  const report = useFailureReporter();
  const [busy, setBusy] = useState(false);
  if (!settings) return null;
  const change = async (required: boolean) => {
    setBusy(true);
    try {
      await mutate(await send('PUT', API.adminSettings, { twoFactorRequired: required }), { revalidate: false });
      notify.success(required ? 'Verifica in due passaggi obbligatoria' : 'Verifica in due passaggi facoltativa');
    } catch (failure) {
      const refusal = failure instanceof ApiError ? failure.fields?.twoFactorRequired : undefined;
      if (refusal) notify.error('Errore', refusal);
      else report(failure, ERROR_TEXTS.settings);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-card">
      <label className="admin-inline-field">
        <input
          type="checkbox"
          checked={settings.twoFactorRequired}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>Richiedi la verifica in due passaggi a titolari e segreteria</span>
      </label>
    </div>
  );
}
