import { describe, expect, it } from 'vitest';
import { registeredContracts } from '../../core/api-contract';
import { ADMIN_ROLES, type AdminRole } from '../../core/schema/user.schema';
import { ROLE_AREAS } from '../../core/schema/admin-account.schema';
import { ADMIN_ROUTES, PUBLIC_ROUTES, type Access } from '../../test/server/admin-routes';
import { adminSession, callRaw } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';

useTestDatabase();

const allowed = (access: Access, role: AdminRole): boolean =>
  access === 'any-account' ||
  (typeof access === 'string' ? [access] : access).some((area) => ROLE_AREAS[role].includes(area));

describe('every admin route × every role', () => {
  it('lists every route of the API table that needs a session, and no public one', () => {
    const routes = [...registeredContracts()].flatMap(([path, contract]) =>
      Object.keys(contract).map((method) => `${method} ${path}`),
    );
    const listed = ADMIN_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed, ...PUBLIC_ROUTES].sort()).toEqual(routes.sort());
  });

  const cases = ADMIN_ROUTES.flatMap((route) => [
    { route, role: null as AdminRole | null, status: '401' },
    ...ADMIN_ROLES.map((role) => ({ route, role, status: allowed(route.access, role) ? '2xx' : '403' })),
  ]);

  it.each(cases)('$route.method $route.path as $role: $status', async ({ route, role, status }) => {
    const cookie = role ? await adminSession(role, `account-${role}`) : undefined;
    const { url, ...options } = await route.request();
    const raw = await callRaw(route.handler, route.path, { ...options, url, method: route.method, cookie });
    // A download (a CSV, a PDF) is read as it is; every other answer is JSON.
    const text = await raw.text();
    const res = {
      status: raw.status,
      body: raw.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    };
    const answered = res.status >= 200 && res.status < 300 ? '2xx' : String(res.status);
    expect(answered, JSON.stringify(res.body)).toBe(status);
    if (status === '403') expect(res.body).toEqual({ error: 'Il tuo ruolo non consente questa operazione' });
  });
});
