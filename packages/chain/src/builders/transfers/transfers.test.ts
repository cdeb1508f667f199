/**
 * Packed transfers against the local chain: the packing limit is the real one (the chain accepts
 * every packed transaction, and one more transfer would not fit), SOL lands exactly, token
 * accounts are created idempotently, and batched balance reads see it all in few calls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airdropFactory,
  compileTransaction,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  generateKeyPair,
  getAddressFromPublicKey,
  getBase64EncodedWireTransaction,
  getTransactionMessageSize,
  lamports,
  signTransaction,
  type Address,
  type Instruction,
} from '@solana/kit';
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { createMint, getOrCreateAssociatedTokenAccount, mintTo, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { startLocalChain, type LocalChain } from '../../local-chain.js';
import { readMints, readOwnerBalances, readWalletHoldings } from '../../readers/index.js';
import {
  buildSolTransfers,
  buildTokenTransfers,
  messageSize,
  solTransferInstructions,
  TRANSACTION_SIZE_LIMIT,
  type TransferMessage,
} from './index.js';

let chain: LocalChain;
let dataDir: string;
let rpc: ReturnType<typeof createSolanaRpc>;
let payer: CryptoKeyPair;
let payerAddress: Address;

const randomAddress = async () => getAddressFromPublicKey((await generateKeyPair()).publicKey);
const priority = (count: number): Instruction[] => [
  getSetComputeUnitLimitInstruction({ units: 1_000 + count * 40_000 }),
  getSetComputeUnitPriceInstruction({ microLamports: 1_000n }),
];

async function send(message: TransferMessage, signers: CryptoKeyPair[]) {
  const tx = await signTransaction(signers, compileTransaction(message));
  const signature = await rpc.sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64' }).send();
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([signature]).send();
    if (value[0]?.confirmationStatus) {
      expect(value[0].err).toBeNull();
      return signature;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chain-transfers-'));
  chain = await startLocalChain({ dataDir, rpcPort: 0, logger: { info() {}, warn() {}, error: console.error } });
  rpc = createSolanaRpc(chain.rpcUrl);
  payer = await generateKeyPair();
  payerAddress = await getAddressFromPublicKey(payer.publicKey);
  await airdropFactory({ rpc: rpc as never, rpcSubscriptions: createSolanaRpcSubscriptions(chain.wsUrl) })({
    recipientAddress: payerAddress,
    lamports: lamports(100_000_000_000n),
    commitment: 'confirmed',
  });
});

afterAll(async () => {
  await chain.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('packed SOL transfers', () => {
  it('Given 64 SOL transfers, when packed with and without a priority fee, then a legacy transaction holds 21 without it, 20 with it, and each is full', async () => {
    const lifetime = (await rpc.getLatestBlockhash().send()).value;
    const recipients = await Promise.all(Array.from({ length: 64 }, randomAddress));
    const transfers = recipients.map((to) => ({ from: payerAddress, to, lamports: 10_000_000n }));

    const plain = buildSolTransfers(transfers, { feePayer: payerAddress, lifetime });
    expect(plain.batches.map((b) => b.length)).toEqual([21, 21, 21, 1]);
    const withFee = buildSolTransfers(transfers, { feePayer: payerAddress, lifetime, preamble: priority });
    expect(withFee.batches.map((b) => b.length)).toEqual([20, 20, 20, 4]);
    for (const m of withFee.messages) expect(getTransactionMessageSize(m)).toBeLessThanOrEqual(TRANSACTION_SIZE_LIMIT);
    // Full: one more transfer would not fit.
    const groups = transfers.map(solTransferInstructions);
    expect(messageSize(groups.slice(0, 21), { feePayer: payerAddress, lifetime })).toBeLessThanOrEqual(TRANSACTION_SIZE_LIMIT);
    expect(messageSize(groups.slice(0, 22), { feePayer: payerAddress, lifetime })).toBeGreaterThan(TRANSACTION_SIZE_LIMIT);
  });

  it('Given 45 new wallets, when the payer funds them, then 3 transactions land and each wallet holds exactly its amount', async () => {
    const lifetime = (await rpc.getLatestBlockhash().send()).value;
    const recipients = await Promise.all(Array.from({ length: 45 }, randomAddress));
    const { messages } = buildSolTransfers(
      recipients.map((to) => ({ from: payerAddress, to, lamports: 10_000_000n })),
      { feePayer: payerAddress, lifetime, preamble: priority },
    );
    expect(messages).toHaveLength(3);
    for (const m of messages) await send(m, [payer]);
    const balances = await readOwnerBalances(rpc, recipients, []);
    expect(balances.map((b) => b.lamports)).toEqual(recipients.map(() => 10_000_000n));
  });

  it('Given 12 funded wallets, when they all withdraw to one address, then 2 transactions carry it, each paid by its first sender', async () => {
    const senders = await Promise.all(Array.from({ length: 12 }, () => generateKeyPair()));
    const senderAddresses = await Promise.all(senders.map((k) => getAddressFromPublicKey(k.publicKey)));
    const lifetime = (await rpc.getLatestBlockhash().send()).value;
    const funding = buildSolTransfers(
      senderAddresses.map((to) => ({ from: payerAddress, to, lamports: 20_000_000n })),
      {
        feePayer: payerAddress,
        lifetime,
      },
    );
    for (const m of funding.messages) await send(m, [payer]);

    const home = await randomAddress();
    const withdrawal = buildSolTransfers(
      senderAddresses.map((from) => ({ from, to: home, lamports: 5_000_000n })),
      { lifetime: (await rpc.getLatestBlockhash().send()).value },
    );
    expect(withdrawal.batches.map((b) => b.length)).toEqual([10, 2]);
    for (const [i, m] of withdrawal.messages.entries()) {
      expect(m.feePayer.address).toBe(senderAddresses[withdrawal.batches[i]![0]!]);
      await send(
        m,
        withdrawal.batches[i]!.map((j) => senders[j]!),
      );
    }
    expect((await rpc.getBalance(home).send()).value).toBe(60_000_000n);
  });
});

describe('packed token transfers and batched balances', () => {
  it('Given a Token-2022 and a classic token, when 20 wallets are funded with both, then their accounts are created and one call reads the 20 x 2 balances', async () => {
    const connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl });
    const feePayer = Keypair.generate();
    const sig = await connection.requestAirdrop(feePayer.publicKey, 5_000_000_000);
    await connection.confirmTransaction({ signature: sig, ...(await connection.getLatestBlockhash()) });
    const owner = new PublicKey(payerAddress);
    const mints: Address[] = [];
    for (const programId of [TOKEN_2022_PROGRAM_ID, undefined]) {
      const mint = await createMint(connection, feePayer, feePayer.publicKey, null, 6, undefined, undefined, programId);
      const ata = await getOrCreateAssociatedTokenAccount(connection, feePayer, mint, owner, false, undefined, undefined, programId);
      await mintTo(connection, feePayer, mint, ata.address, feePayer, 1_000_000_000n, [], undefined, programId);
      mints.push(mint.toBase58() as Address);
    }
    const infos = (await readMints(rpc, mints)).map((m) => m!);
    const recipients = await Promise.all(Array.from({ length: 20 }, randomAddress));
    const lifetime = (await rpc.getLatestBlockhash().send()).value;
    const transfers = infos.flatMap((info) =>
      recipients.map((to) => ({
        from: payerAddress,
        to,
        mint: info.address as Address,
        tokenProgram: info.programId as Address,
        decimals: info.decimals,
        amount: 1_500_000n,
      })),
    );
    const packed = await buildTokenTransfers(transfers, { feePayer: payerAddress, lifetime, preamble: priority });
    for (const m of packed.messages) expect(getTransactionMessageSize(m)).toBeLessThanOrEqual(TRANSACTION_SIZE_LIMIT);
    expect(packed.batches[0]!.length).toBeGreaterThanOrEqual(8);
    for (const m of packed.messages) await send(m, [payer]);

    // Sending again is harmless for existing accounts (idempotent create).
    const again = await buildTokenTransfers(transfers.slice(0, 1), {
      feePayer: payerAddress,
      lifetime: (await rpc.getLatestBlockhash().send()).value,
    });
    await send(again.messages[0]!, [payer]);

    const balances = await readOwnerBalances(rpc, recipients, infos);
    expect(balances[0]!.tokens.map((t) => t.amount)).toEqual([3_000_000n, 1_500_000n]);
    for (const b of balances.slice(1)) expect(b.tokens.map((t) => t.amount)).toEqual([1_500_000n, 1_500_000n]);
    const mine = await readWalletHoldings(rpc, payerAddress);
    expect(new Map(mine.tokens.map((t) => [t.mint, t.amount]))).toEqual(
      new Map([
        [mints[0], 1_000_000_000n - 31n * 1_500_000n + 10n * 1_500_000n],
        [mints[1], 1_000_000_000n - 20n * 1_500_000n],
      ]),
    );
    (connection as unknown as { _rpcWebSocket: { close(): void } })._rpcWebSocket.close();
  });
});
