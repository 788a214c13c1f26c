import type { AnyObjectSchema, InferType } from 'yup';

/**
 * How the API's contract reads (the table itself is `API` in api-paths.ts): each entry is a path with, per method,
 * what it answers and, for a write, the yup schema of its body. The web reads it through `useApi` and `send` (web/lib), so no call site names a type or a
 * schema of its own. Each function's `config.path` repeats its path as a literal (Netlify reads `config`
 * statically); functions/_lib/function-paths.test.ts checks that each function serves exactly the path named here.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

declare const replyType: unique symbol;
declare const contractType: unique symbol;
declare const templateType: unique symbol;

/** A JSON answer of type T; T exists for the type checker only. */
export interface JsonReply<T> {
  readonly kind: 'json';
  readonly [replyType]?: T;
}

/** An empty answer (204): the fetcher gives null. */
export interface EmptyReply {
  readonly kind: 'empty';
}

/** A file for a link or a download (the calendar), never read by the fetcher. */
interface FileReply {
  readonly kind: 'file';
  readonly contentType: string;
}

/** A body of raw bytes (a part of a file), sent as it is. */
export const bytes = 'bytes';

interface MethodContract {
  /**
   * Loads the schema that casts the body before it is sent, the one the function validates it with. Loaded on
   * the first send: the table is read by every page, and must not bring yup into a page's first load. Or `bytes`.
   */
  readonly body?: (() => Promise<AnyObjectSchema>) | typeof bytes;
  /** A public form's POST: the body also carries the bot guard's fields (core/schema/form-guard.schema.ts). */
  readonly guarded?: true;
  readonly reply: JsonReply<unknown> | EmptyReply | FileReply;
}

export type Contract = { readonly [M in HttpMethod]?: MethodContract };

/** A path the API serves, carrying its contract for the type checker; at run time it is the path itself. */
export type Endpoint<C extends Contract = Contract> = string & { readonly [contractType]: C };

/** A path with `:id` still in it (`/api/tour-events/:id/rsvps`): `itemPath` makes it the Endpoint of one item. */
export type ItemTemplate<C extends Contract = Contract> = `${string}/:id${'' | `/${string}`}` & {
  readonly [templateType]: C;
};

type IsTemplate<P extends string> = P extends `${string}/:id` | `${string}/:id/${string}` ? true : false;

export const json = <T>(): JsonReply<T> => ({ kind: 'json' });
export const empty: EmptyReply = { kind: 'empty' };
export const file = (contentType: string): FileReply => ({ kind: 'file', contentType });

const contracts = new Map<string, Contract>();

/** Every entry's contract by its path, as the table (api-paths.ts) registered them. */
export const registeredContracts = (): ReadonlyMap<string, Contract> => contracts;

export function endpoint<const P extends string, const C extends Contract>(
  path: P,
  contract: C,
): P & (IsTemplate<P> extends true ? ItemTemplate<C> : Endpoint<C>) {
  contracts.set(path, contract);
  return path as P & (IsTemplate<P> extends true ? ItemTemplate<C> : Endpoint<C>);
}

type ContractOf<E> = E extends { readonly [contractType]: infer C }
  ? C
  : E extends { readonly [templateType]: infer C }
    ? C
    : never;
type MethodIn<E, M extends HttpMethod> = M extends keyof ContractOf<E> ? NonNullable<ContractOf<E>[M]> : never;

/** The methods an entry serves. */
export type MethodOf<E> = keyof ContractOf<E> & HttpMethod;

/** What a method of an entry answers: its JSON, or null for a 204. */
export type ReplyOf<E, M extends HttpMethod> =
  MethodIn<E, M> extends { reply: JsonReply<infer T> }
    ? T
    : MethodIn<E, M> extends { reply: EmptyReply }
      ? null
      : never;

/** The body a write sends, as its schema casts it (a Blob for bytes); never for a method without a body. */
export type BodyOf<E, M extends HttpMethod> =
  MethodIn<E, M> extends { body: typeof bytes }
    ? Blob
    : MethodIn<E, M> extends { body: () => Promise<infer S extends AnyObjectSchema> }
      ? InferType<S>
      : never;

/** Whether a method's body carries the bot guard's fields: never a method the entry does not serve. */
export type IsGuarded<E, M extends HttpMethod> = [MethodIn<E, M>] extends [never]
  ? false
  : MethodIn<E, M> extends { guarded: true }
    ? true
    : false;

/** An entry that answers GET with JSON of type T. */
export type Readable<T = unknown> = Endpoint<{ readonly GET: { readonly reply: JsonReply<T> } }>;

/** The path of one item: `itemPath(API.tourEvent, 7)` is "/api/tour-events/7", with the entry's contract. */
export const itemPath = <C extends Contract>(path: ItemTemplate<C>, id: number | string): Endpoint<C> =>
  path.replace(/\/:id(?=\/|$)/, `/${id}`) as Endpoint<C>;

/** An entry with a query string, keeping its contract: `withQuery(API.personalData, { email })`. */
export const withQuery = <E extends string>(entry: E, query: Readonly<Record<string, string>>): E =>
  `${entry}?${new URLSearchParams(query).toString()}` as E;

/**
 * An admin list as a CSV download that opens in Excel: the whole list, or what `filters` narrow it to (the
 * volunteers' activity and comune, the activity log's person and action).
 */
export function csvExport(path: string, filters: Readonly<Record<string, string>> = {}): string {
  const chosen = Object.entries(filters).filter(([, value]) => value !== '');
  return `${path}?${new URLSearchParams([...chosen, ['format', 'csv']]).toString()}`;
}
