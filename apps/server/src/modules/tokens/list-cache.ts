/**
 * Pages of each user's managed token list, remembered for a few seconds: the dashboard reads its
 * list far more often than it changes, and under load the database round trip is most of a read.
 * Every write to the list on this instance forgets the user's pages at once (the service's own
 * writes, a confirmed creation or metadata update, housekeeping's refresh); a write through
 * another instance on the same database shows within TTL_MS, as with cached sessions.
 */
import type { ManagedToken } from '@toolkit/shared';
import type { Db } from '../../db/index.ts';
import type { Page } from '../../lib/pagination.ts';

const TTL_MS = 5_000;
const MAX_USERS = 10_000;

type Pages = Map<string, { page: Page<ManagedToken>; until: number }>;
/** One cache per database, so two apps in one process (tests) never share entries. */
const byDatabase = new WeakMap<Db, Map<string, Pages>>();

function usersOf(db: Db): Map<string, Pages> {
  let users = byDatabase.get(db);
  if (!users) byDatabase.set(db, (users = new Map()));
  return users;
}

export function managedListCache(db: Db) {
  const users = usersOf(db);
  return {
    get(userId: string, key: string): Page<ManagedToken> | undefined {
      const hit = users.get(userId)?.get(key);
      return hit && hit.until > Date.now() ? hit.page : undefined;
    },
    set(userId: string, key: string, page: Page<ManagedToken>): void {
      let pages = users.get(userId);
      if (!pages) {
        if (users.size >= MAX_USERS) users.delete(users.keys().next().value!);
        users.set(userId, (pages = new Map()));
      }
      pages.set(key, { page, until: Date.now() + TTL_MS });
    },
  };
}

/** Call after any write to a user's managed tokens. */
export const forgetManagedTokens = (db: Db, userId: string): void => void usersOf(db).delete(userId);
