/** "Stai modificando: …" above an admin form in edit mode: the item the form now holds. */
export function EditingNotice({ title }: { title: string }) {
  return (
    <p className="admin-editing" role="status">
      Stai modificando: <strong>{title}</strong>
    </p>
  );
}

/** An admin form's buttons: add or update (`labels`), and "Annulla" to leave edit mode. */
export function EditActions({
  editing,
  submitting,
  labels,
  onCancel,
}: {
  editing: boolean;
  submitting: boolean;
  labels: [add: string, update: string];
  onCancel: () => void;
}) {
  return (
    <div className="admin-actions">
      <button type="submit" className="button" disabled={submitting}>
        {editing ? labels[1] : labels[0]}
      </button>
      {editing && (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Annulla
        </button>
      )}
    </div>
  );
}
