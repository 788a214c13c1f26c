import { useState, type RefObject } from 'react';
import { useSWRConfig } from 'swr';
import { itemPath, type EmptyReply, type ItemTemplate, type Readable } from '../../../core/api-contract';
import { ADMIN_MESSAGES } from '../../../core/schema/admin.schema';
import { isStale, send } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useFailureReporter } from './admin-errors';

interface DeleteButtonProps {
  /** The entry of one item (`API.tourEvent`): the item is deleted there. */
  item: ItemTemplate<{ readonly DELETE: { readonly reply: EmptyReply } }>;
  id: number | string;
  /** The version shown (If-Match): if another admin changed the item since, nothing is deleted. */
  version?: number;
  /** The list's entry, read again once the item is gone. */
  list: Readable;
  /** The item's name, for the button's accessible name "Elimina …". */
  name: string;
  /** The question asked before anything is deleted. */
  confirm: string;
  success: string;
  failure: string;
  /** Where the keyboard continues once the item, and so this button, is gone. */
  listHeading: RefObject<HTMLElement | null>;
}

/** A list item's "Elimina": asks first, deletes, says so and refetches the list; disabled while the call runs. */
export function DeleteButton({
  item,
  id,
  version,
  list,
  name,
  confirm,
  success,
  failure,
  listHeading,
}: DeleteButtonProps) {
  const report = useFailureReporter();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!window.confirm(confirm)) return;
    setBusy(true);
    try {
      await send('DELETE', itemPath(item, id), { ifMatch: version });
      notify.success(success);
      await mutate(list);
      listHeading.current?.focus();
    } catch (error) {
      if (isStale(error)) {
        // Another admin changed it since this list was read: show them their version before anyone deletes it.
        notify.error('Non eliminato', `${ADMIN_MESSAGES.stale}: controlla la versione attuale e riprova.`);
        await mutate(list);
        return;
      }
      report(error, failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="button button--danger"
      aria-label={`Elimina ${name}`}
      disabled={busy}
      onClick={() => void remove()}
    >
      Elimina
    </button>
  );
}
