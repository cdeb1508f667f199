import { createSolanaRpcFromTransport, isSolanaError, type Address } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirm, rpcCall } from '../../test/chain-kit.ts';
import { startTestChain } from '../../test/helpers.ts';
import { readTransaction, readTransactions } from '../modules/transactions/index.ts';
import { rawRpcOf, withRawRpc } from './rpc-raw.ts';
import { createServerRpcTransport } from './rpc-transport.ts';

describe('raw RPC calls and batches on the local chain', () => {
  let chain: Awaited<ReturnType<typeof startTestChain>>;
  let signature: string;
  const unknown = '1111111111111111111111111111111111111111111111111111111111111111';
  beforeAll(async () => {
    // Given a local chain where an airdrop landed
    chain = await startTestChain();
    signature = await rpcCall<string>(chain.rpcUrl, 'requestAirdrop', ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', 1_000_000_000]);
    await confirm(chain.rpcUrl, signature);
  });
  afterAll(() => chain?.close());

  const rpcs = () => {
    const transport = createServerRpcTransport({ url: chain.rpcUrl });
    return {
      kit: createSolanaRpcFromTransport(createServerRpcTransport({ url: chain.rpcUrl })),
      raw: withRawRpc(createSolanaRpcFromTransport(transport), transport),
    };
  };

  it('Given an RPC with raw calls, When the landed transaction and an unknown one are read in one batch, Then each reads as kit reads it in every field the server reads, and the unknown one as null', async () => {
    const { kit, raw } = rpcs();
    const [landed, missing] = await readTransactions(raw, [signature, unknown]);
    const viaKit = await readTransaction(kit, signature);
    expect(viaKit).not.toBeNull();
    expect(landed!.transaction.message.accountKeys).toEqual(viaKit!.transaction.message.accountKeys);
    expect(landed!.meta!.err).toBeNull();
    expect(landed!.meta!.logMessages).toEqual(viaKit!.meta!.logMessages);
    expect(landed!.meta!.innerInstructions).toEqual(viaKit!.meta!.innerInstructions);
    expect(missing).toBeNull();
  });

  it('Given an RPC with raw calls, When a batch holds a call the node refuses, Then that call alone fails, with the error kit would throw, and the other answers', async () => {
    const { raw } = rpcs();
    const answers = await rawRpcOf(raw)!.batch([
      { method: 'getSignatureStatuses', params: [[signature], { searchTransactionHistory: true }] },
      { method: 'noSuchMethod', params: [] },
    ]);
    expect(answers[0]).toMatchObject({ ok: true, result: { value: [{ confirmationStatus: expect.stringMatching(/confirmed|finalized/) }] } });
    expect(answers[1]!.ok).toBe(false);
    expect(!answers[1]!.ok && isSolanaError(answers[1]!.error)).toBe(true);
  });

  it('Given an RPC built without raw calls (a custom endpoint), When asked for its raw calls, Then there are none and reads go through kit', async () => {
    const { kit } = rpcs();
    expect(rawRpcOf(kit)).toBeNull();
    const [landed] = await readTransactions(kit, [signature]);
    expect(landed!.transaction.message.accountKeys).toContain('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' as Address);
  });
});
