import { useState, type RefObject } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useFailureReporter } from './admin-errors';

interface DeleteButtonProps {
  /** The list's API path: the item is deleted at `list/id`, then the list is refetched. */
  list: string;
  id: number;
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
export function DeleteButton({ list, id, name, confirm, success, failure, listHeading }: DeleteButtonProps) {
  const report = useFailureReporter();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!window.confirm(confirm)) return;
    setBusy(true);
    try {
      await apiRequest('DELETE', `${list}/${id}`);
      notify.success(success);
      await mutate(list);
      listHeading.current?.focus();
    } catch (error) {
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
