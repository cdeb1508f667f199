/**
 * Distribution from a custodial wallet on the local chain, through the API as the app runs it
 * (the Distribution targets):
 *  - distribution-token-2022: 10,000 recipients of a Token-2022 token made as the app makes them
 *    (in-mint metadata), every one needing a new token account: transactions (target <= 1,000)
 *    and the time from POST /distribution to the job done (target <= 60 s); checks every
 *    recipient holds its amount. distribution-token: the same for a classic SPL token.
 *  - distribution-sol: 10,000 SOL recipients: transactions (target <= 500) and time.
 * Transfers per transaction are given at the user's default priority fee (compute budget
 * instructions take room) and without one.
 */
import { createSolanaRpc, generateKeyPair, getAddressFromPublicKey, type Rpc, type SolanaRpcApi } from '@solana/kit';
import { readMints, readOwnerBalances } from '@toolkit/chain';
import {
  distributionBudget,
  packTransfers,
  SOL_ASSET,
  tokenAsset,
  transferGroups,
  type DistributionAsset,
} from '../apps/server/src/modules/distribution/packing.ts';
import { airdrop, createTestToken, createToken2022TestToken, testExtensions } from '../apps/server/test/chain-kit.ts';
import { walletWorld } from './wallets-support.ts';

/** The figure; DISTRIBUTION_BENCH_RECIPIENTS runs a smaller one. */
const RECIPIENTS = Number(process.env.DISTRIBUTION_BENCH_RECIPIENTS ?? 10_000);
const world = await walletWorld(1, 10n);
try {
  const rpc = createSolanaRpc(world.chain.rpcUrl) as Rpc<SolanaRpcApi>;
  const admin = (await world.call<{ data: { adminWallet: { address: string } } }>('GET', '/wallet/fetch')).data.adminWallet.address;
  await airdrop(world.chain.rpcUrl, admin, 200n);
  const newWallets = () => Promise.all(Array.from({ length: RECIPIENTS }, async () => getAddressFromPublicKey((await generateKeyPair()).publicKey)));
  const source = { type: 'custodial', address: admin };

  /** Recipients per transaction the packing fits, with and without a priority fee. */
  async function perTransaction(asset: DistributionAsset, sample: string[]) {
    const groups = await transferGroups(
      asset,
      admin,
      sample.map((a) => ({ address: a, amount: 1n })),
    );
    const fits = (prioritySol: number) => packTransfers(groups, admin, distributionBudget(asset, prioritySol))[0]!.length;
    return { transfersPerTx: fits(0.00005), transfersPerTxWithoutPriorityFee: fits(0) };
  }

  async function run(bench: string, mint: string, amountOf: (i: number) => string, base: (i: number) => bigint, targets: Record<string, number>) {
    const wallets = await newWallets();
    const recipients = wallets.map((w, i) => `${w},${amountOf(i)}`).join('\n');
    // On a loaded machine the chain may not answer the dry run's account reads in time (RPC_UNREACHABLE, a 400, nothing
    // created): asked again, and counted.
    let rpcRetries = 0;
    const retried = <T>(url: string): Promise<T> =>
      world.call<T>('POST', url, { mint, recipients, source }).catch((e: Error) => {
        if (!e.message.includes('RPC_UNREACHABLE') || ++rpcRetries > 5) throw e;
        return retried<T>(url);
      });
    const dry = await retried<{ totals: { transactions: number }; cost: { totalLamports: string } }>('/distribution/validate');
    const started = performance.now();
    const { id } = await retried<{ id: string }>('/distribution');
    let job: { status: string; paid: number; failed: number; transactions: number };
    for (;;) {
      job = (await world.call<{ job: typeof job }>('GET', `/distribution/${id}`)).job;
      if (job.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const doneMs = performance.now() - started;
    // Why recipients failed, if any did: each distinct error once.
    const failures = job.failed
      ? [
          ...new Set(
            (await world.call<{ job: { rows: { error: string | null }[] } }>('GET', `/distribution/${id}?rows=true`)).job.rows.flatMap((r) =>
              r.error ? [r.error] : [],
            ),
          ),
        ]
      : [];
    const mints = mint === 'SOL' ? [] : [(await readMints(rpc, [mint]))[0]!];
    const balances = await readOwnerBalances(rpc, wallets, mints);
    const exact = balances.every((b, i) => (mint === 'SOL' ? b.lamports : (b.tokens[0]?.amount ?? 0n)) === base(i));
    const asset = mint === 'SOL' ? SOL_ASSET : tokenAsset(mints[0]!);
    console.log(
      JSON.stringify({
        bench,
        recipients: RECIPIENTS,
        status: job.status,
        paid: job.paid,
        failed: job.failed,
        failures,
        transactions: job.transactions,
        dryRunTransactions: dry.totals.transactions,
        rpcRetries,
        ...(await perTransaction(asset, wallets.slice(0, 40))),
        doneMs: Math.round(doneMs),
        recipientsPerSecond: Math.round((job.paid * 1000) / doneMs),
        everyRecipientExact: exact,
        targets,
      }),
    );
  }

  /** A token of the user's wallet, its supply moved into the custodial source the way the app funds it. */
  async function funded(mint: string) {
    const fund = await world.call<{ transactions: string[] }>('POST', '/transaction/spl-token', [
      { from: world.user.wallet.address, recipient: admin, amount: '1000000', tokenAddress: mint },
    ]);
    await world.signAndSubmit(fund.transactions);
    return mint;
  }
  const owner = world.user.wallet;
  const tokens = {
    'distribution-token-2022': await createToken2022TestToken(world.chain.rpcUrl, owner, 6, 10n ** 12n, (m) =>
      testExtensions.metadata(owner.address, m, 'Bench Token', 'BNCH'),
    ),
    'distribution-token': await createTestToken(world.chain.rpcUrl, owner, 6, 10n ** 12n),
  };
  for (const [bench, mint] of Object.entries(tokens)) {
    await run(
      bench,
      await funded(mint),
      (i) => `1.${String(i).padStart(6, '0')}`,
      (i) => 1_000_000n + BigInt(i),
      { transactions: 1000, doneMs: 60_000 },
    );
  }
  await run(
    'distribution-sol',
    'SOL',
    () => '0.001',
    () => 1_000_000n,
    { transactions: 500 },
  );
} finally {
  await world.close();
}
