/**
 * Several API instances as behind a load balancer (DESIGN.md 1): each a real app with its own
 * connection pool and in-memory state, all on one PostgreSQL database, one local chain and the
 * same secrets (master key, session secret, treasury), so a session or a transaction built on one
 * is honoured by the others.
 *
 *   const { worlds: [a, b] } = await startInstances(postgres, 2);
 */
import { randomBytes } from 'node:crypto';
import { createTestWallet, type TestDatabase } from './helpers.ts';
import { startPoolWorld, type PoolWorld } from './pool-world.ts';

export interface Instances {
  worlds: PoolWorld[];
  rpcUrl: string;
  close(): Promise<void>;
}

export async function startInstances(database: TestDatabase, count: number): Promise<Instances> {
  const created = await database.create();
  // Every instance opens the one database created above; it is dropped once, after all closed.
  const shared: TestDatabase = { name: database.name, create: async () => ({ overrides: created.overrides, drop: async () => {} }) };
  const secrets = {
    masterKey: randomBytes(32).toString('hex'),
    sessionSecret: randomBytes(32).toString('hex'),
    treasuryAddress: createTestWallet().address,
  };
  const worlds: PoolWorld[] = [];
  try {
    // One after the other: each applies the migrations when it opens the database.
    worlds.push(await startPoolWorld(shared, () => secrets));
    while (worlds.length < count) worlds.push(await startPoolWorld(shared, () => secrets, { rpcUrl: worlds[0]!.rpcUrl }));
  } catch (e) {
    await close();
    throw e;
  }
  async function close() {
    // The first world owns the chain: it closes last.
    for (const w of worlds.toReversed()) await w.close();
    await created.drop();
  }
  return { worlds, rpcUrl: worlds[0]!.rpcUrl, close };
}
