import { Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { API } from '../../../../core/api-paths';
import { itemPath } from '../../../../core/api-contract';
import { formatDateTime } from '../../../../core/dates';
import {
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  newAccountSchema,
  type AdminAccount,
} from '../../../../core/schema/admin-account.schema';
import { ADMIN_ROLES, type AdminRole } from '../../../../core/schema/user.schema';
import { SelectField, TextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/Form';
import { send } from '../../../lib/api';
import { useApi } from '../../../lib/swr';
import { notify } from '../../../lib/toast';
import { AdminList, listCount } from '../AdminList';
import { DeleteButton } from '../DeleteButton';
import { SecuritySettings } from './SecuritySettings';
import { ERROR_TEXTS, useFailureReporter } from '../admin-errors';

interface AccountFormValues {
  username: string;
  password: string;
  role: AdminRole | '';
}

/** 16 characters from an alphabet without look-alikes (no 0/O, 1/l/I): easy to read out over the phone. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const values = crypto.getRandomValues(new Uint32Array(16));
  return Array.from(values, (value) => alphabet[value % alphabet.length]).join('');
}

const emptyForm = (): AccountFormValues => ({ username: '', password: generatePassword(), role: '' });

/** One account's role and on/off switch. The owner's own account is changed by another owner only. */
function AccountActions({ account, own, onChanged }: { account: AdminAccount; own: boolean; onChanged: () => void }) {
  const report = useFailureReporter();
  const [busy, setBusy] = useState(false);
  const change = async (body: { role?: AdminRole; disabled?: boolean }, done: string) => {
    setBusy(true);
    try {
      await send('PUT', itemPath(API.adminUser, account.id), body);
      notify.success(done);
      onChanged();
    } catch (failure) {
      report(failure, ERROR_TEXTS.updateAccount);
    } finally {
      setBusy(false);
    }
  };
  if (own) return <p className="admin-empty">Il tuo account</p>;
  return (
    <>
      <label className="admin-inline-field">
        <span>Ruolo di {account.username}</span>
        <select
          value={account.role}
          disabled={busy}
          onChange={(event) =>
            void change({ role: event.target.value as AdminRole }, `Ruolo di ${account.username} aggiornato`)
          }
        >
          {ADMIN_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        aria-label={`${account.disabledAt ? 'Riattiva' : 'Disattiva'} ${account.username}`}
        onClick={() =>
          void change(
            { disabled: !account.disabledAt },
            account.disabledAt ? `${account.username} riattivato` : `${account.username} disattivato: sessioni chiuse`,
          )
        }
      >
        {account.disabledAt ? 'Riattiva' : 'Disattiva'}
      </button>
    </>
  );
}

/**
 * "Amministratori", the owner's: each person's own account with a role. A new account gets a generated password,
 * shown here once to hand over; the person changes it from "Password" after signing in.
 */
export function AccountsSection() {
  const { data: accounts, error, isLoading, mutate } = useApi(API.adminUsers);
  const { data: me } = useApi(API.authUser);
  const report = useFailureReporter();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [handOver, setHandOver] = useState<{ username: string; password: string } | null>(null);

  const submit = async (values: AccountFormValues, helpers: FormikHelpers<AccountFormValues>) => {
    try {
      const created = await send('POST', API.adminUsers, values, { form: helpers });
      setHandOver({ username: created.username, password: values.password });
      notify.success('Account creato');
      helpers.resetForm({ values: emptyForm() });
      await mutate();
    } catch (failure) {
      report(failure, ERROR_TEXTS.addAccount);
    }
  };

  return (
    <section id="amministratori" className="admin-section" aria-labelledby="amministratori-titolo">
      <h2 id="amministratori-titolo">Amministratori</h2>
      <ul className="admin-roles">
        {ADMIN_ROLES.map((role) => (
          <li key={role}>
            <strong>{ROLE_LABELS[role]}</strong>: {ROLE_DESCRIPTIONS[role]}
          </li>
        ))}
      </ul>
      <SecuritySettings />
      <Formik initialValues={emptyForm()} validationSchema={newAccountSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="admin-card admin-form" aria-label="Nuovo amministratore">
            <div className="admin-grid">
              <TextField name="username" label="Username" required autoComplete="off" />
              <SelectField name="role" label="Ruolo" required>
                <option value="">Scegli…</option>
                {ADMIN_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </SelectField>
            </div>
            <TextField
              name="password"
              label="Password iniziale"
              required
              autoComplete="off"
              hint="Generata per te: comunicala alla persona, che la cambierà dalla sezione Password."
            />
            <div className="admin-actions">
              <button type="submit" className="button" disabled={isSubmitting}>
                Crea account
              </button>
            </div>
          </Form>
        )}
      </Formik>
      {handOver && (
        <div className="admin-card admin-handover" role="status">
          <p>
            Account <strong>{handOver.username}</strong> creato. Password iniziale: <code>{handOver.password}</code>
          </p>
          <p>Non sarà più mostrata: comunicala ora in modo sicuro.</p>
          <button type="button" className="button button--secondary" onClick={() => setHandOver(null)}>
            Fatto
          </button>
        </div>
      )}
      <h3 ref={listHeading} tabIndex={-1}>
        Account{listCount(accounts)}
      </h3>
      <AdminList
        items={accounts}
        error={error}
        isLoading={isLoading}
        empty="Nessun account"
        actions={(account) => (
          <>
            <AccountActions account={account} own={account.id === me?.id} onChanged={() => void mutate()} />
            {account.id !== me?.id && (
              <DeleteButton
                item={API.adminUser}
                list={API.adminUsers}
                id={account.id}
                name={account.username}
                confirm={`Eliminare l'account "${account.username}"? Le sue sessioni si chiuderanno.`}
                success="Account eliminato"
                failure={ERROR_TEXTS.deleteAccount}
                listHeading={listHeading}
              />
            )}
          </>
        )}
      >
        {(account) => (
          <>
            <h4>{account.username}</h4>
            <p>
              {ROLE_LABELS[account.role]} ·{' '}
              {account.disabledAt ? `Disattivato il ${formatDateTime(account.disabledAt)}` : 'Attivo'}
            </p>
          </>
        )}
      </AdminList>
    </section>
  );
}
