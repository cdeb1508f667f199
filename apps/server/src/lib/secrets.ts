/**
 * Secrets the operator may leave unset: generated once into DATA_DIR/secrets with owner-only
 * permissions, then reused on every start (so sessions and encrypted keys survive restarts).
 * Creation uses O_EXCL, so two instances starting at once agree on one value.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getBase58Decoder } from '@solana/kit';
import type { Config } from './config.ts';

export interface Secrets {
  masterKey: Buffer;
  sessionSecret: Buffer;
  treasuryAddress: string;
}

/** Reads `file`, or writes `make()` into it (mode 0600) if it does not exist yet. */
function readOrCreate(file: string, make: () => string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, make(), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** Accepts 64 hex chars or base64 of exactly 32 bytes. */
export function parseKey32(value: string, name: string): Buffer {
  const v = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes (64 hex chars or base64)`);
  return key;
}

/** A new ed25519 keypair in solana-keygen's format (64 bytes: secret then public). */
export function generateSolanaKeypair(): { secretKey: Uint8Array; address: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const d = Buffer.from(privateKey.export({ format: 'jwk' }).d!, 'base64url');
  const x = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  return { secretKey: new Uint8Array([...d, ...x]), address: getBase58Decoder().decode(x) };
}

export function loadSecrets(config: Config): Secrets {
  const dir = path.join(config.dataDir, 'secrets');
  const masterKey = parseKey32(config.masterKey ?? readOrCreate(path.join(dir, 'master.key'), () => randomBytes(32).toString('hex')), 'MASTER_KEY');
  const sessionSecret = parseKey32(
    config.sessionSecret ?? readOrCreate(path.join(dir, 'session.secret'), () => randomBytes(32).toString('hex')),
    'SESSION_SECRET',
  );
  let treasuryAddress = config.treasuryAddress;
  if (!treasuryAddress) {
    // The local treasury: a keypair file like solana-keygen writes, so an operator can use it.
    const keypair = JSON.parse(
      readOrCreate(path.join(dir, 'treasury.json'), () => JSON.stringify([...generateSolanaKeypair().secretKey])),
    ) as number[];
    treasuryAddress = getBase58Decoder().decode(Uint8Array.from(keypair.slice(32)));
  }
  return { masterKey, sessionSecret, treasuryAddress };
}
