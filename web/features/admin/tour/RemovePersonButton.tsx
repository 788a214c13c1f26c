import { useState } from 'react';
import { itemPath, type EmptyReply, type ItemTemplate } from '../../../../core/api-contract';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { useFailureReporter } from '../admin-errors';

interface RemovePersonButtonProps {
  /** The entry of one booking (`API.adminRsvp`, `API.adminShiftSignup`): it is removed there. */
  item: ItemTemplate<{ readonly DELETE: { readonly reply: EmptyReply } }>;
  id: number;
  /** The button's accessible name: whom it removes, from what. */
  label: string;
  /** The question asked before anything is removed. */
  question: string;
  success: string;
  failure: string;
  onRemoved: () => void;
}

/**
 * "Rimuovi" of a person booked on a stop or a shift: asks first, removes (the person is told, the place goes to the
 * first in line), says so; disabled while the call runs.
 */
export function RemovePersonButton({
  item,
  id,
  label,
  question,
  success,
  failure,
  onRemoved,
}: RemovePersonButtonProps) {
  const report = useFailureReporter();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!window.confirm(question)) return;
    setBusy(true);
    try {
      await send('DELETE', itemPath(item, id));
      notify.success(success);
      onRemoved();
    } catch (error) {
      report(error, failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={busy}
      aria-label={label}
      onClick={() => void remove()}
    >
      {busy ? 'Rimozione...' : 'Rimuovi'}
    </button>
  );
}
