/**
 * Vesting from CSV on the local chain, through the API as the app runs it: 1,000 recipients
 * (VESTING_BENCH_RECIPIENTS runs another figure) of a classic SPL token, one escrow each, created
 * by a job from a custodial wallet. Reports the transactions used and the time from POST
 * /vesting/jobs to the job done (target <= 60 s), and checks on chain that every recipient has
 * exactly one escrow holding its amount.
 */
import { createSolanaRpc, generateKeyPair, getAddressFromPublicKey, type Rpc, type SolanaRpcApi } from '@solana/kit';
import { findVestingEscrows, LOCK_PROGRAM_ADDRESS } from '@toolkit/chain';
import { airdrop, createTestToken } from '../apps/server/test/chain-kit.ts';
import { walletWorld } from './wallets-support.ts';

const RECIPIENTS = Number(process.env.VESTING_BENCH_RECIPIENTS ?? 1_000);
const world = await walletWorld(1, 10n);
try {
  const rpc = createSolanaRpc(world.chain.rpcUrl) as Rpc<SolanaRpcApi>;
  const admin = (await world.call<{ data: { adminWallet: { address: string } } }>('GET', '/wallet/fetch')).data.adminWallet.address;
  await airdrop(world.chain.rpcUrl, admin, 100n);
  const mint = await createTestToken(world.chain.rpcUrl, world.user.wallet, 6, 10n ** 13n);
  const fund = await world.call<{ transactions: string[] }>('POST', '/transaction/spl-token', [
    { from: world.user.wallet.address, recipient: admin, amount: '10000000', tokenAddress: mint },
  ]);
  await world.signAndSubmit(fund.transactions);

  const wallets = await Promise.all(Array.from({ length: RECIPIENTS }, async () => getAddressFromPublicKey((await generateKeyPair()).publicKey)));
  const amountOf = (i: number) => 1_000n + BigInt(i);
  const recipients = ['address,amount', ...wallets.map((w, i) => `${w},${amountOf(i)}`)].join('\n');
  const body = {
    mint,
    recipients,
    schedule: {
      startTime: new Date().toISOString(),
      cliffTime: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      cliffPercent: 25,
      frequencySeconds: 30 * 86_400,
      numberOfPeriods: 36,
    },
    source: { type: 'custodial', address: admin },
  };
  const dry = await world.call<{ recipients: number; errors: unknown[] }>('POST', '/vesting/jobs', { ...body, dryRun: true });
  const started = performance.now();
  const { id } = await world.call<{ id: string }>('POST', '/vesting/jobs', body);
  let job: { status: string; paid: number; failed: number; transactions: number };
  for (;;) {
    job = (await world.call<{ job: typeof job }>('GET', `/vesting/jobs/${id}`)).job;
    if (job.status !== 'running') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const doneMs = performance.now() - started;

  const escrows = await findVestingEscrows(rpc, LOCK_PROGRAM_ADDRESS, { creator: admin });
  const byRecipient = new Map<string, bigint[]>();
  for (const e of escrows)
    byRecipient.set(e.recipient, [...(byRecipient.get(e.recipient) ?? []), e.cliffUnlockAmount + e.amountPerPeriod * e.numberOfPeriod]);
  const everyEscrowExact = wallets.every((w, i) => {
    const totals = byRecipient.get(w);
    return totals?.length === 1 && totals[0] === amountOf(i) * 1_000_000n;
  });
  console.log(
    JSON.stringify({
      bench: 'vesting-csv',
      recipients: RECIPIENTS,
      dryRunErrors: dry.errors.length,
      status: job.status,
      created: job.paid,
      failed: job.failed,
      transactions: job.transactions,
      escrowsPerTransaction: Number((job.paid / Math.max(1, job.transactions)).toFixed(2)),
      escrowsOnChain: escrows.length,
      everyEscrowExact,
      doneMs: Math.round(doneMs),
      targets: { doneMs: 60_000 },
    }),
  );
} finally {
  await world.close();
}
