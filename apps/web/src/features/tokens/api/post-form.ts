import { ApiError, readToken } from '../../../shared/api/index.ts';

/** POST a multipart form (uploads) to /api with the session's bearer token; errors as ApiError. */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const token = readToken();
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, undefined);
  }
  const data = await res.json().catch(() => undefined);
  if (!res.ok || data?.success === false) throw new ApiError(res.status, typeof data?.message === 'string' ? data.message : undefined);
  return data as T;
}
