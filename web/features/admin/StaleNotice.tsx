import { ADMIN_MESSAGES } from '../../../core/schema/admin.schema';

/** A field as the other admin saved it. */
export interface SavedValue {
  label: string;
  value: string;
}

/**
 * What a form shows when its save met a newer version of the item (412): the server's sentence, the values now
 * saved where they differ from what this admin typed, and that what they typed is still there. Saving again
 * then replaces the other admin's version on purpose.
 */
export function StaleNotice({ saved }: { saved: readonly SavedValue[] }) {
  return (
    <div className="admin-stale" role="alert">
      <p>
        <strong>{ADMIN_MESSAGES.stale}.</strong> Quello che hai scritto è ancora qui.
      </p>
      {saved.length > 0 && (
        <>
          <p>Ora è salvato così:</p>
          <dl className="admin-details">
            {saved.map(({ label, value }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value === '' ? '(vuoto)' : value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p>Salva di nuovo per sostituirlo con la tua versione, oppure annulla.</p>
    </div>
  );
}
