import { createSolanaRpcFromTransport } from '@solana/kit';
import { generateSeed } from '../../lib/ed25519.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpcCall } from '../../../test/chain-kit.ts';
import { withRawRpc } from '../../plugins/rpc-raw.ts';
import { createServerRpcTransport } from '../../plugins/rpc-transport.ts';
import { createConfirmations } from './index.ts';

/** Far beyond any height the test reaches: these transactions do not expire while awaited. */
const LIVE = 1_000_000_000n;

describe.each([
  { name: 'a chain that confirms at once', confirmAtSlot: false },
  { name: 'a chain that confirms at slot boundaries', confirmAtSlot: true },
])('awaiting many transactions together on $name', ({ confirmAtSlot }) => {
  let chain: { rpcUrl: string; close(): Promise<void> };
  beforeAll(async () => {
    const { startLocalChain } = await import('@toolkit/chain');
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = await mkdtemp(path.join(tmpdir(), 'toolkit-confirmations-'));
    const local = await startLocalChain({ dataDir: dir, rpcPort: 0, confirmAtSlot, logger: { info() {}, warn() {}, error() {} } });
    chain = {
      rpcUrl: local.rpcUrl,
      async close() {
        await local.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  });
  afterAll(() => chain?.close());

  const rpcWithRaw = () => {
    const transport = createServerRpcTransport({ url: chain.rpcUrl });
    return withRawRpc(createSolanaRpcFromTransport(transport), transport);
  };
  const airdrops = (n: number) =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const to = generateSeed().address;
        return { to, signature: await rpcCall<string>(chain.rpcUrl, 'requestAirdrop', [to, 1_000_000_000]) };
      }),
    );

  it('Given eight transactions sent at once, When each is awaited with its record, Then every verdict is confirmed and carries its own transaction', async () => {
    const rpc = rpcWithRaw();
    const { awaitOutcome } = createConfirmations();
    const sent = await airdrops(8);
    const outcomes = await Promise.all(sent.map(({ signature }) => awaitOutcome(rpc, signature, LIVE, { withTransaction: true })));
    for (const [i, outcome] of outcomes.entries()) {
      expect(outcome.status).toBe('confirmed');
      const record = outcome.status === 'confirmed' ? outcome.transaction : undefined;
      expect(record?.meta?.err).toBeNull();
      expect(record?.transaction.message.accountKeys).toContain(sent[i]!.to);
    }
  });

  it('Given transactions awaited with and without their records, and one never sent whose blockhash is dead, When awaited together, Then the sent ones are confirmed (records only where asked) and the other expired', async () => {
    const rpc = rpcWithRaw();
    const { awaitOutcome } = createConfirmations();
    const [withRecord, withoutRecord] = await airdrops(2);
    const [a, b, never] = await Promise.all([
      awaitOutcome(rpc, withRecord!.signature, LIVE, { withTransaction: true }),
      awaitOutcome(rpc, withoutRecord!.signature, LIVE),
      awaitOutcome(rpc, '1111111111111111111111111111111111111111111111111111111111111111', -1n, { withTransaction: true }),
    ]);
    expect(a.status === 'confirmed' && a.transaction?.transaction.message.accountKeys).toContain(withRecord!.to);
    expect(b).toEqual({ status: 'confirmed' });
    expect(never).toEqual({ status: 'expired' });
  });
});
