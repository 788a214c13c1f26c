import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { API } from '../../../../core/api-paths';
import { itemPath } from '../../../../core/api-contract';
import type { Shift, ShiftSignup } from '../../../../core/schema/shift.schema';
import { send } from '../../../lib/api';
import { useApi } from '../../../lib/swr';
import { notify } from '../../../lib/toast';
import { AdminList } from '../AdminList';
import { useFailureReporter } from '../admin-errors';
import { MailComposer } from '../inbox/MailComposer';

/** "Rimuovi": asks first; the person is told, and the place goes to the first in line (DELETE /api/admin/shift-signups/{id}). */
function RemoveSignup({ shift, signup }: { shift: Shift; signup: ShiftSignup }) {
  const report = useFailureReporter();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    const question = `Togliere ${signup.name} dal turno «${shift.title}»? Le scriveremo che il turno è annullato e il posto andrà al primo in lista d'attesa.`;
    if (!window.confirm(question)) return;
    setBusy(true);
    try {
      await send('DELETE', itemPath(API.adminShiftSignup, signup.id));
      notify.success('Volontario tolto dal turno');
      void mutate(itemPath(API.adminShiftSignups, shift.id));
      void mutate(API.adminShifts);
    } catch (error) {
      report(error, 'Volontario non tolto dal turno');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={busy}
      aria-label={`Togli ${signup.name} dal turno`}
      onClick={() => void remove()}
    >
      {busy ? 'Rimozione...' : 'Rimuovi'}
    </button>
  );
}

const volunteers = (count: number) => (count === 1 ? '1 volontario confermato' : `${count} volontari confermati`);

/**
 * Who took a shift, confirmed first, then the waiting list in its order, each removable; and "Scrivi ai volontari
 * del turno", an operational message to its confirmed volunteers (POST /api/admin/shifts/{id}/messages).
 */
export function ShiftPeople({ shift }: { shift: Shift }) {
  const { data: signups, error, isLoading } = useApi(itemPath(API.adminShiftSignups, shift.id));
  const { mutate } = useSWRConfig();
  return (
    <>
      <h4>Volontari di «{shift.title}»</h4>
      <AdminList
        items={signups}
        error={error}
        isLoading={isLoading}
        empty="Nessun volontario ancora"
        actions={(signup) => <RemoveSignup shift={shift} signup={signup} />}
      >
        {(signup) => (
          <p>
            <strong>{signup.name}</strong> · {signup.email}
            {signup.phone && ` · ${signup.phone}`} ·{' '}
            {signup.status === 'confirmed' ? 'Confermato' : `In lista d'attesa (${signup.position ?? ''})`}
          </p>
        )}
      </AdminList>
      <h4>Scrivi ai volontari del turno</h4>
      <MailComposer
        label={`Messaggio ai volontari di ${shift.title}`}
        recipients={signups?.filter((signup) => signup.status === 'confirmed').length}
        reach={volunteers}
        opening={`Ciao [nome], ti scriviamo dallo staff della campagna per il turno «${shift.title}» che ti sei preso/a.`}
        closing={[
          'Sotto il testo: attività, quando e dove, e il link per annullare il turno.',
          "Non lo ricevono le persone in lista d'attesa, chi non ha ancora confermato e chi ha chiesto di non ricevere altre email.",
        ]}
        send={async (values, helpers) => {
          const reply = await send('POST', itemPath(API.adminShiftMessages, shift.id), values, { form: helpers });
          void mutate(API.mailStatus);
          return reply;
        }}
      />
    </>
  );
}
