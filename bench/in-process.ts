/**
 * What the in-process benches share (function code against the embedded Postgres, no network): a function's context,
 * the seeded local admin's session, and the median time of a call.
 */
import type { Context } from '@netlify/functions';
import { getDb } from '../db/client';
import { DEFAULT_LOCAL_ADMIN, seed } from '../db/seed';
import login from '../functions/login/login';
import { median } from './median';

/** The context a function is called with: no route parameters, a local address. */
export const benchContext = { params: {}, ip: '127.0.0.1' } as unknown as Context;

/** Seeds the site's content and the local admin, signs in as them, and returns the session's cookie. */
export async function adminCookie(): Promise<string> {
  await seed(getDb(), DEFAULT_LOCAL_ADMIN);
  const res = await login(
    new Request('http://localhost:8888/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEFAULT_LOCAL_ADMIN),
    }),
    benchContext,
  );
  return res.headers.get('set-cookie')!.split(';')[0];
}

/** The median of `runs` calls' times, each read to its last byte; a call that does not answer 200 stops the bench. */
export async function medianCallMs(label: string, runs: number, call: (run: number) => Promise<Response>) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const res = await call(run);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${label} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return median(times);
}
