/**
 * Session tokens: 32 random bytes given to the client once; the database keeps only
 * HMAC-SHA256(SESSION_SECRET, token), so neither a database leak nor a log line signs anyone in.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { sessions, users } from '../../db/schema.ts';

export interface SessionUser {
  id: string;
  phantomAddress: string;
  createdAt: Date;
}

export interface SessionStore {
  create(userId: string): Promise<string>;
  resolve(token: string): Promise<SessionUser | null>;
  revoke(token: string): Promise<void>;
}

/**
 * Resolved sessions are remembered for a few seconds: every authenticated request would otherwise
 * cost a database round trip (the largest share of a simple GET). Logout on this instance takes
 * effect at once; on another instance behind the same database, within CACHE_MS. The memory cache
 * is keyed by the token itself, so a hit costs no HMAC; only the database keeps hashes.
 */
const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;

export function createSessionStore(db: Db, { secret, ttlMs }: { secret: Uint8Array; ttlMs: number }): SessionStore {
  const hash = (token: string) => createHmac('sha256', secret).update(token).digest('hex');
  const cache = new Map<string, { user: SessionUser; until: number }>();
  return {
    async create(userId) {
      const token = randomBytes(32).toString('base64url');
      // Expired sessions of this user are swept when it signs in again.
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
      await db.insert(sessions).values({ tokenHash: hash(token), userId, expiresAt: new Date(Date.now() + ttlMs) });
      return token;
    },
    async resolve(token) {
      if (token.length > 200) return null;
      const now = Date.now();
      const hit = cache.get(token);
      if (hit && hit.until > now) return hit.user;
      if (hit) cache.delete(token);
      const key = hash(token);
      const [row] = await db
        .select({
          id: users.id,
          phantomAddress: users.phantomAddress,
          createdAt: users.createdAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, key), gt(sessions.expiresAt, new Date(now))))
        .limit(1);
      if (!row) return null;
      const { expiresAt, ...user } = row;
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(token, { user, until: Math.min(now + CACHE_MS, expiresAt.getTime()) });
      return user;
    },
    async revoke(token) {
      cache.delete(token);
      await db.delete(sessions).where(eq(sessions.tokenHash, hash(token)));
    },
  };
}
