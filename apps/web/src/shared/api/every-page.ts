/**
 * A paged list operation read whole (contract `pagedResponse`): the server answers at most a page
 * per request, and the views that need the whole list (pickers, tables) follow `nextCursor` here,
 * largest pages first, so a list of a few hundred items costs one or two requests.
 */
import { PAGE_LIMIT } from '@toolkit/shared';
import type { ApiFailure, OperationCall } from './base-api.ts';

type QueryResult<D> = { data: D; error?: undefined } | { error: ApiFailure; data?: undefined };
type BaseQuery = (call: OperationCall) => PromiseLike<{ data?: unknown; error?: ApiFailure }> | { data?: unknown; error?: ApiFailure };

/** A runaway cursor stops here rather than looping: 50 pages of 200 items. */
const MAX_PAGES = 50;

/**
 * `queryFn: (_arg, _api, _extra, baseQuery) => everyPage(baseQuery, (page) => callOperation(ops.list, { query: page }), concat)`
 */
export async function everyPage<D>(
  baseQuery: BaseQuery,
  pageCall: (page: { limit: number; cursor?: string }) => OperationCall,
  merge: (all: D, next: D) => D,
): Promise<QueryResult<D>> {
  let all: D | undefined;
  let cursor: string | undefined;
  for (let n = 0; n < MAX_PAGES; n++) {
    const result = await baseQuery(pageCall({ limit: PAGE_LIMIT.max, ...(cursor ? { cursor } : {}) }));
    if (result.error) return { error: result.error };
    const page = result.data as { data: D; nextCursor: string | null };
    all = all === undefined ? page.data : merge(all, page.data);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return { data: all as D };
}

/** The merge of a page that is the list itself. */
export const concatPages = <T>(all: T[], next: T[]): T[] => [...all, ...next];
