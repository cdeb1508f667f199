import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { readFresh } from './read-fresh.ts';

/** A store with one query endpoint answering `{ n }` (1, 2, ...) 20 ms after each request. */
function counter() {
  let n = 0;
  const api = createApi({
    baseQuery: async () => {
      await new Promise((r) => setTimeout(r, 20));
      return { data: { n: ++n } };
    },
    tagTypes: ['Counted'],
    endpoints: (build) => ({ count: build.query<{ n: number }, void>({ query: () => '', providesTags: ['Counted'] }) }),
  });
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });
  const read = () => store.dispatch(api.endpoints.count.initiate(undefined, { subscribe: false, forceRefetch: true }));
  const invalidateSoon = () => setTimeout(() => store.dispatch(api.util.invalidateTags(['Counted'])), 5);
  return { read, invalidateSoon };
}

describe('readFresh', () => {
  it('Given an unsubscribed read in flight, when every tag is invalidated (as signing in does), then RTK Query answers it with no data, and readFresh asks again and answers the data', async () => {
    const bare = counter();
    bare.invalidateSoon();
    expect(await bare.read().unwrap()).toBeUndefined();

    const fresh = counter();
    fresh.invalidateSoon();
    expect(await readFresh(fresh.read)).toEqual({ n: 2 });
  });

  it('Given an endpoint that never answers data, when it is read, then readFresh fails after three tries instead of answering nothing', async () => {
    let asked = 0;
    const empty = () => ({ unwrap: async () => (asked++, undefined) });
    await expect(readFresh(empty)).rejects.toThrow('The API gave no answer');
    expect(asked).toBe(3);
  });
});
