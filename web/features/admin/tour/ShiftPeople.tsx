import { useSWRConfig } from 'swr';
import { API } from '../../../../core/api-paths';
import { itemPath } from '../../../../core/api-contract';
import type { Shift } from '../../../../core/schema/shift.schema';
import { send } from '../../../lib/api';
import { useApi } from '../../../lib/swr';
import { AdminList } from '../AdminList';
import { MailComposer } from '../inbox/MailComposer';
import { RemovePersonButton } from './RemovePersonButton';

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
        actions={(signup) => (
          <RemovePersonButton
            item={API.adminShiftSignup}
            id={signup.id}
            label={`Togli ${signup.name} dal turno`}
            question={`Togliere ${signup.name} dal turno «${shift.title}»? Le scriveremo che il turno è annullato e il posto andrà al primo in lista d'attesa.`}
            success="Volontario tolto dal turno"
            failure="Volontario non tolto dal turno"
            onRemoved={() => {
              void mutate(itemPath(API.adminShiftSignups, shift.id));
              void mutate(API.adminShifts);
            }}
          />
        )}
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
