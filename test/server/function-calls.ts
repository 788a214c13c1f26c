import type { Context } from '@netlify/functions';
import { afterEach, beforeEach, type Mock } from 'vitest';
import { hashPassword } from '../../server/passwords';
import { startSession } from '../../functions/_lib/auth';
import { getDb } from '../../db/client';
import { upsertUser } from '../../db/queries/users.queries';
import type { AdminRole } from '../../core/schema/user.schema';

type Handler = (req: Request, context: Context) => Promise<Response>;

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as it is, for malformed or oversized bodies and for bytes (a file's part). */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  cookie?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  url?: string;
  /** The client address Netlify reports (context.ip); 203.0.113.7 unless given. */
  ip?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: any;
}

/**
 * Calls a function as Netlify would: a web Request in, its Response out untouched (for CSV and other bodies). As on
 * Netlify, the call ends once the work handed to context.waitUntil (mail sent at once) has settled.
 */
export async function callRaw(handler: Handler, path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  let body: string | Uint8Array<ArrayBuffer> | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  }
  if (options.cookie) headers.set('cookie', options.cookie);
  const req = new Request(options.url ?? `http://localhost:8888${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
  });
  const background: Promise<unknown>[] = [];
  const context = {
    params: options.params ?? {},
    ip: options.ip ?? '203.0.113.7',
    waitUntil: (work: Promise<unknown>) => background.push(work),
  } as unknown as Context;
  const res = await handler(req, context);
  await Promise.all(background);
  return res;
}

/**
 * The functions that share a path, routed as Netlify routes them: each request goes to the function whose
 * `config.method` lists its method, or that lists none (docs/decisions/0020). A request that no function, or more
 * than one, would take fails the test.
 */
export function routeByMethod(...functions: { default: Handler; config: { method?: string | string[] } }[]): Handler {
  return (req, context) => {
    const target = functions.filter(({ config }) => !config.method || [config.method].flat().includes(req.method));
    if (target.length !== 1) throw new Error(`${req.method} ${req.url} matches ${target.length} functions`);
    return target[0].default(req, context);
  };
}

/** Calls a function as Netlify would, with the JSON body parsed when there is one. */
export async function call(handler: Handler, path: string, options: CallOptions = {}): Promise<CallResult> {
  const res = await callRaw(handler, path, options);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

/** The name=value part of a Set-Cookie header, ready to send back. */
export function cookieFrom(res: CallResult): string {
  const header = res.headers.get('set-cookie') ?? '';
  return header.split(';')[0];
}

export const TEST_ADMIN = { username: 'admin', password: 'password-di-prova' } as const;

/**
 * An admin account and a live session for it, without going through the login endpoint: the owner TEST_ADMIN, or
 * an account `username` with another role.
 */
export async function adminSession(role: AdminRole = 'owner', username: string = TEST_ADMIN.username): Promise<string> {
  const db = getDb();
  const { user } = await upsertUser(db, username, await hashPassword(TEST_ADMIN.password));
  if (role !== user.role) await db.query(`UPDATE users SET role = $2 WHERE id = $1`, [user.id, role]);
  const setCookie = await startSession(db, new Request('http://localhost:8888/api/login'), user);
  return setCookie.split(';')[0];
}

/**
 * Gives the functions a purge token for each test, as Netlify does, and resets the mocked purgeCache.
 * The test file mocks '@netlify/functions' itself (vi.mock is hoisted per file) and passes the mock in.
 */
export function usePurgeToken<M extends Mock>(purge: M): M {
  const saved = process.env.NETLIFY_PURGE_API_TOKEN;
  beforeEach(() => {
    purge.mockReset();
    process.env.NETLIFY_PURGE_API_TOKEN = 'test-token';
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.NETLIFY_PURGE_API_TOKEN;
    else process.env.NETLIFY_PURGE_API_TOKEN = saved;
  });
  return purge;
}
