/**
 * Sign-in (DESIGN.md 5): a one-time SIWS message per request, then proof of the wallet by its
 * ed25519 signature. Each check failing is a 401 with its own reason; the nonce is consumed in
 * one statement (DELETE ... RETURNING), so of two concurrent replays at most one succeeds.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { TEXTS, type SignInInput } from '@toolkit/shared';
import type { Db } from '../../db/index.ts';
import { signInNonces, users } from '../../db/schema.ts';
import { publicUrlOf, type Config } from '../../lib/config.ts';
import { decodeBase58, verifySolanaSignature } from '../../lib/ed25519.ts';
import { AppError } from '../../lib/errors.ts';
import { allowedSignInDomains, signInDomainFor } from '../../lib/origins.ts';
import type { SessionStore, SessionUser } from './sessions.ts';
import { buildSignInMessage, parseSignInMessage } from './siws.ts';

const CHAIN_IDS: Record<Config['solanaCluster'], string> = { local: 'localnet', devnet: 'devnet', mainnet: 'mainnet' };
/** Wallet clocks may run a little ahead of ours. */
const CLOCK_SKEW_MS = 5 * 60_000;

export interface AuthService {
  issueMessage(address: string, origin: string | undefined): Promise<{ message: string; input: SignInInput }>;
  connect(body: { phantomAddress: string; message?: string; signature?: string }): Promise<{ user: SessionUser; token: string }>;
}

export function createAuthService(db: Db, sessions: SessionStore, config: Config): AuthService {
  return {
    async issueMessage(address, origin) {
      const now = new Date();
      const expires = new Date(now.getTime() + config.signInTtlSeconds * 1000);
      const input: SignInInput = {
        domain: signInDomainFor(config, origin),
        address,
        statement: TEXTS.signInStatement,
        uri: new URL(publicUrlOf(config)).origin,
        version: '1',
        chainId: CHAIN_IDS[config.solanaCluster],
        nonce: randomBytes(16).toString('hex'),
        issuedAt: now.toISOString(),
        expirationTime: expires.toISOString(),
      };
      // Unused nonces past their expiry are swept as new ones are issued.
      await db.delete(signInNonces).where(lt(signInNonces.expiresAt, now));
      await db.insert(signInNonces).values({ nonce: input.nonce, address, domain: input.domain, expiresAt: expires });
      return { message: buildSignInMessage(input), input };
    },

    async connect({ phantomAddress, message, signature }) {
      if (!message || !signature) throw new AppError('SIGN_IN_SIGNATURE_REQUIRED');
      const fields = parseSignInMessage(message);
      if (!fields || !fields.nonce) throw new AppError('SIGN_IN_MESSAGE_INVALID');
      if (fields.address !== phantomAddress) throw new AppError('SIGN_IN_WRONG_ADDRESS');
      if (!allowedSignInDomains(config).has(fields.domain)) throw new AppError('SIGN_IN_WRONG_DOMAIN');

      const signatureBytes = decodeBase58(signature);
      if (!signatureBytes || !verifySolanaSignature(phantomAddress, new TextEncoder().encode(message), signatureBytes)) {
        throw new AppError('SIGN_IN_BAD_SIGNATURE');
      }

      const now = Date.now();
      const expiresAt = fields.expirationTime ? Date.parse(fields.expirationTime) : NaN;
      const issuedAt = fields.issuedAt ? Date.parse(fields.issuedAt) : NaN;
      const notBefore = fields.notBefore ? Date.parse(fields.notBefore) : now;
      if (!(expiresAt > now) || !(issuedAt <= now + CLOCK_SKEW_MS) || !(notBefore <= now + CLOCK_SKEW_MS)) {
        throw new AppError('SIGN_IN_EXPIRED');
      }

      const [consumed] = await db
        .delete(signInNonces)
        .where(
          and(
            eq(signInNonces.nonce, fields.nonce),
            eq(signInNonces.address, phantomAddress),
            eq(signInNonces.domain, fields.domain),
            gt(signInNonces.expiresAt, new Date(now)),
          ),
        )
        .returning({ nonce: signInNonces.nonce });
      if (!consumed) throw new AppError('SIGN_IN_NONCE_USED');

      const user = await findOrCreateUser(db, phantomAddress);
      return { user, token: await sessions.create(user.id) };
    },
  };
}

async function findOrCreateUser(db: Db, phantomAddress: string): Promise<SessionUser> {
  const columns = { id: users.id, phantomAddress: users.phantomAddress, createdAt: users.createdAt };
  const [created] = await db.insert(users).values({ phantomAddress }).onConflictDoNothing().returning(columns);
  if (created) return created;
  const [existing] = await db.select(columns).from(users).where(eq(users.phantomAddress, phantomAddress));
  return existing!;
}

export const userView = (user: SessionUser) => ({
  _id: user.id,
  phantomAddress: user.phantomAddress,
  createdAt: user.createdAt.toISOString(),
});
