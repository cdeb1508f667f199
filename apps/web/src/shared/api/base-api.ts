/**
 * The app's one RTK Query API (DESIGN.md 7). Each operation of the shared contract becomes an
 * endpoint, injected by its feature (`features/<f>/api.ts`) with `baseApi.injectEndpoints`; this
 * file only knows how to call a contract operation and which cache tags exist. Components use the
 * generated hooks; nothing else in the app calls `fetch`.
 */
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { buildPath, buildQuery, ERRORS, isErrorCode, type ErrorCode, type OperationArgs, type OperationDefinition } from '@toolkit/shared';
import { readToken } from './token-store.ts';

/** One call of a contract operation, as endpoints hand it to the base query. */
export interface OperationCall {
  operation: OperationDefinition;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  form?: FormData;
}

/** `query: (args) => callOperation(ops.add, { body: args })`, typed by the operation. */
export function callOperation<O extends OperationDefinition>(operation: O, args: OperationArgs<O>): OperationCall {
  return { operation, ...(args as Omit<OperationCall, 'operation'>) };
}

/** A failed call, as the hooks' `error` and `unwrap()` give it: decide by `code`, show `message`. */
export interface ApiFailure {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  code: ErrorCode;
  message: string;
  /** The request field at fault (validation errors). */
  field?: string;
}

export interface ContractBaseQueryOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The bearer token, read per request so sign-in and sign-out apply at once. */
  getToken?: () => string | null;
}

const unreachable: ApiFailure = { status: 0, code: 'SERVER_UNREACHABLE', message: ERRORS.SERVER_UNREACHABLE.message };

/**
 * JSON (or a multipart form) over same-origin /api. Sends `Authorization: Bearer` when a token is
 * stored and no header otherwise (spec 6). No timeout, as the spec's client has none; the server
 * bounds its own work.
 */
export function contractBaseQuery({
  baseUrl = '/api',
  fetch: doFetch = (...a) => globalThis.fetch(...a),
  getToken = readToken,
}: ContractBaseQueryOptions = {}): BaseQueryFn<OperationCall, unknown, ApiFailure> {
  return async ({ operation, params, query, body, form }, { signal }) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${buildPath(operation.path, params)}${buildQuery(query)}`, {
        method: operation.method,
        headers,
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
        signal,
      });
    } catch {
      return { error: unreachable };
    }
    // A file download (result.csv) answers text; everything else, errors included, answers JSON.
    const text = res.ok && res.headers.get('content-type')?.startsWith('text/csv');
    const data: unknown = await (text ? res.text() : res.json()).catch(() => undefined);
    // A 200 whose body could not be read (cut off mid-answer) is a failure, not an empty success.
    if (res.ok && data === undefined && res.status !== 204) return { error: { ...unreachable, status: res.status } };
    // Every error answer has an error status; a 200 is an answer, even one that says
    // `success: false` (e.g. "the authority is still enabled").
    if (res.ok) return { data };
    const e = (typeof data === 'object' && data !== null ? data : {}) as { code?: unknown; message?: unknown; field?: unknown };
    const code: ErrorCode = isErrorCode(e.code) ? e.code : res.status >= 500 ? 'INTERNAL' : 'INVALID_REQUEST';
    return {
      error: {
        status: res.status,
        code,
        message: typeof e.message === 'string' ? e.message : ERRORS[code].message,
        ...(typeof e.field === 'string' ? { field: e.field } : {}),
      },
    };
  };
}

/** Cache tags: what a mutation invalidates so every view of it refetches (a swap: balances, pools). */
export const API_TAGS = [
  'Session',
  'Settings',
  'Network',
  'ManagedTokens',
  'TokenInfo',
  'MintSummaries',
  'WalletTokens',
  'Balances',
  'Wallets',
  'WalletBalances',
  'WithdrawAccounts',
  'Pools',
  'Pool',
  'Prices',
  'BotOrders',
] as const;
export type ApiTag = (typeof API_TAGS)[number];
/** A tag as a mutation names what it made stale: a whole kind, or one record of it (`{ type: 'TokenInfo', id: mint }`). */
export type StaleTag = ApiTag | { type: ApiTag; id: string };

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery(),
  tagTypes: API_TAGS,
  // The session decides what the server answers: a sign-in or sign-out refetches everything.
  refetchOnMountOrArgChange: 30,
  endpoints: () => ({}),
});
