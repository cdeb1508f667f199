/**
 * Transitional: the hand-written JSON client, until every call goes through `baseApi`
 * (base-api.ts). Do not add callers.
 */
import { readToken } from './token-store.ts';

/** A failed API call: the HTTP status and, when the server sent one, its `message`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? `Request failed (${status})`);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The bearer token, read per request so sign-in and sign-out apply at once. */
  getToken?: () => string | null;
}

export type ApiClient = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<T>;

/**
 * JSON over same-origin /api. Sends `Authorization: Bearer` when a token is stored and no header
 * otherwise (spec 6). No timeout, as the spec's client has none; the server bounds its own work.
 */
export function createApiClient({ baseUrl = '/api', fetch: doFetch = globalThis.fetch.bind(globalThis), getToken = readToken }: ApiClientOptions = {}): ApiClient {
  return async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch {
      throw new ApiError(0, undefined);
    }
    const data = await res.json().catch(() => undefined);
    if (!res.ok || (data && typeof data === 'object' && (data as { success?: unknown }).success === false)) {
      const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
      throw new ApiError(res.status, typeof message === 'string' ? message : undefined);
    }
    return data as T;
  };
}

export const api: ApiClient = createApiClient();
