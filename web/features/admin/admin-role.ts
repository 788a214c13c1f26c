import { createContext, useContext } from 'react';
import { mayUse, type AdminArea } from '../../../core/schema/admin-account.schema';
import type { AdminRole } from '../../../core/schema/user.schema';

/** The signed-in account's role, supplied by the panel once the session is checked. */
export const AdminRoleContext = createContext<AdminRole>('owner');

/**
 * Whether the signed-in account's role may use `area`: the panel shows only that. The server checks the same table
 * on every call, so hiding is a courtesy, not the guard.
 */
export function useMayUse(area: AdminArea): boolean {
  return mayUse(useContext(AdminRoleContext), area);
}
