import type { ReactNode } from 'react';
import { ERROR_TEXTS, isUnauthorized, useUnauthorizedOnError } from './admin-errors';

interface AdminListProps<T extends { id: number | string }> {
  items: T[] | undefined;
  error: unknown;
  isLoading: boolean;
  empty: string;
  /** What one item's card says. */
  children: (item: T) => ReactNode;
  /** The card's buttons, for lists that have any. */
  actions?: (item: T) => ReactNode;
}

/** " (3)" after a list's heading once the list has loaded; nothing while it loads, so no "(0)" flashes. */
export const listCount = (items: readonly unknown[] | undefined, total = items?.length): string =>
  items === undefined ? '' : ` (${total})`;

/**
 * A list on the panel: its loading, error and empty states, then one card per item. A 401 means the session
 * ended elsewhere: the admin goes back to the login instead of reading an error.
 */
export function AdminList<T extends { id: number | string }>({
  items,
  error,
  isLoading,
  empty,
  children,
  actions,
}: AdminListProps<T>) {
  useUnauthorizedOnError(error);
  if (isLoading && !items) return <p role="status">Caricamento...</p>;
  if (error && !items) return isUnauthorized(error) ? null : <p role="alert">{ERROR_TEXTS.loadList}</p>;
  if (!items || items.length === 0) return <p className="admin-empty">{empty}</p>;
  return (
    <ul className="admin-list">
      {items.map((item) => (
        <li key={item.id} className="admin-card admin-item">
          <div className="admin-item__body">{children(item)}</div>
          {actions && <div className="admin-item__actions">{actions(item)}</div>}
        </li>
      ))}
    </ul>
  );
}
