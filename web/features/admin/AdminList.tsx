import type { ReactNode } from 'react';
import { isUnauthorized, ERROR_TEXTS } from './admin-errors';

interface ListStateProps<T> {
  items: T[] | undefined;
  error: unknown;
  isLoading: boolean;
  empty: string;
  children: (items: T[]) => ReactNode;
}

/** A list's loading, error and empty states, then the list itself. */
export function ListState<T>({ items, error, isLoading, empty, children }: ListStateProps<T>) {
  if (isLoading && !items) return <p role="status">Caricamento...</p>;
  if (error && !items) return isUnauthorized(error) ? null : <p role="alert">{ERROR_TEXTS.loadList}</p>;
  if (!items || items.length === 0) return <p className="admin-empty">{empty}</p>;
  return <>{children(items)}</>;
}
