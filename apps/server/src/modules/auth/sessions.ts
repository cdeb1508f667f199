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

export function createSessionStore(db: Db, { secret, ttlMs }: { secret: Uint8Array; ttlMs: number }): SessionStore {
  const hash = (token: string) => createHmac('sha256', secret).update(token).digest('hex');
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
      const [row] = await db
        .select({ id: users.id, phantomAddress: users.phantomAddress, createdAt: users.createdAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hash(token)), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row ?? null;
    },
    async revoke(token) {
      await db.delete(sessions).where(eq(sessions.tokenHash, hash(token)));
    },
  };
}
