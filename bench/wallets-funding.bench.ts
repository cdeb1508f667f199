/**
 * Funding 300 wallets with 0.01 SOL through the API, as the Wallet Manager does it:
 *  - wallets-funding: transactions used vs the packing limit (the fewest transactions the
 *    1232-byte limit allows at the user's priority setting), wallet approvals, and the time from
 *    the request to every transaction confirmed on the local chain; checks every wallet holds 0.01.
 *  - wallets-funding-alt (stretch, size only): how many SOL transfers one v0 transaction carries
 *    when the recipients sit in address lookup tables, measured by compiling real messages.
 */
import { address, generateKeyPairSigner, getAddressFromPublicKey, generateKeyPair, type Address } from '@solana/kit';
import { buildSolTransfers, composeMessage, messageSize, packGroups, readOwnerBalances, solTransferInstructions } from '@toolkit/chain';
import { createSolanaRpc } from '@solana/kit';
import { walletWorld } from './wallets-support.ts';

const WALLETS = 300;
const world = await walletWorld(WALLETS);
try {
  const payloads = world.wallets.map((w) => ({ from: world.user.wallet.address, recipient: w.address, amount: '0.01' }));
  const started = performance.now();
  const built = await world.call<{ transactions: string[]; batches: number[][] }>('POST', '/transaction/sol', payloads);
  const builtMs = performance.now() - started;
  const { approvals } = await world.signAndSubmit(built.transactions);
  const confirmedMs = performance.now() - started;

  // The packing limit: the fewest transactions that can carry these transfers at this priority
  // setting, found by packing the same transfers greedily with exact sizes.
  const lifetime = (await createSolanaRpc(world.chain.rpcUrl).getLatestBlockhash().send()).value;
  const from = address(world.user.wallet.address);
  const transfers = world.wallets.map((w) => ({ from, to: address(w.address), lamports: 10_000_000n }));
  const priority = (await import('../apps/server/src/modules/transactions/index.ts')).computeBudget(0.00005, 450);
  const perTx = packGroups(transfers.slice(0, 40).map(solTransferInstructions), { feePayer: from, lifetime, preamble: priority.preamble })[0]!.length;
  const perTxNoPriority = buildSolTransfers(transfers.slice(0, 40), { feePayer: from, lifetime }).batches[0]!.length;
  const limit = Math.ceil(WALLETS / perTx);

  const balances = await readOwnerBalances(
    createSolanaRpc(world.chain.rpcUrl),
    world.wallets.map((w) => w.address),
    [],
  );
  const exact = balances.every((b) => b.lamports === 10_000_000n);
  console.log(
    JSON.stringify({
      bench: 'wallets-funding',
      wallets: WALLETS,
      transactions: built.transactions.length,
      packingLimit: limit,
      transfersPerTx: perTx,
      transfersPerTxWithoutPriorityFee: perTxNoPriority,
      approvals,
      buildMs: Math.round(builtMs),
      allConfirmedMs: Math.round(confirmedMs),
      everyWalletExact: exact,
    }),
  );

  // Stretch: lookup tables (256 addresses each) holding the recipients; sizes of real v0 messages.
  const recipients: Address[] = world.wallets.map((w) => address(w.address));
  const tableA = (await generateKeyPairSigner()).address;
  const tableB = await getAddressFromPublicKey((await generateKeyPair()).publicKey);
  const lookupTables = { [tableA]: recipients.slice(0, 256), [tableB]: recipients.slice(256) };
  const groups = transfers.map(solTransferInstructions);
  const v0 = { feePayer: from, lifetime, preamble: priority.preamble, version: 0 as const, lookupTables };
  const batches = packGroups(groups, v0);
  const firstSize = messageSize(
    batches[0]!.map((i) => groups[i]!),
    v0,
  );
  void composeMessage;
  console.log(
    JSON.stringify({
      bench: 'wallets-funding-alt',
      measured: 'message size only (tables not created on chain)',
      transfersPerV0Tx: batches[0]!.length,
      transactionsFor300: batches.length,
      legacyTransactionsFor300: limit,
      firstTxBytes: firstSize,
      gain: +(batches[0]!.length / perTx).toFixed(2),
    }),
  );
} finally {
  await world.close();
}
