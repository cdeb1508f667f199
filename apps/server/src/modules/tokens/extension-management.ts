/**
 * Managing a Token-2022 mint's extensions after creation, for the wallet holding
 * the authority to sign: withdraw withheld transfer fees (from holders' accounts and the mint)
 * to its own account, change the fee, thaw or freeze owners' accounts, change the interest rate.
 * Bulk work is packed: as many accounts per transaction as the size limit allows.
 */
import { address, createNoopSigner, getBase64Encoder, type Blockhash, type Instruction, type Rpc, type SolanaRpcApi } from '@solana/kit';
import {
  AccountState,
  getCreateAssociatedTokenIdempotentInstruction,
  getFreezeAccountInstruction,
  getSetTransferFeeInstruction,
  getThawAccountInstruction,
  getTokenDecoder,
  getUpdateRateInterestBearingMintInstruction,
  getWithdrawWithheldTokensFromAccountsInstruction,
  getWithdrawWithheldTokensFromMintInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
  type Extension,
} from '@solana-program/token-2022';
import { messageSize, ownerTokenAccount, packGroups, TRANSACTION_SIZE_LIMIT, type MintInfo } from '@toolkit/chain';
import { interestRateBps } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { priorityFeeInstructions } from '../transactions/index.ts';
import { requireMint } from './chain-state.ts';
import { readMintExtensions } from './extension-risks.ts';
import { COMPUTE_UNITS, requireWalletFunds, walletMessage, type WalletCaller } from './wallet-caller.ts';

export const EXTENSION_KINDS = {
  harvest: 'token.fees.harvest',
  setFee: 'token.fees.set',
  thaw: 'token.thaw',
  freeze: 'token.freeze',
  rate: 'token.interest-rate',
} as const;

type Kind = Extension['__kind'];
type ExtensionOf<K extends Kind> = Extract<Extension, { __kind: K }>;

/** The wallet signs in the browser: in the message it is only marked as a signer. */
const noop = (who: string) => createNoopSigner(address(who));
/** Sizes are computed on real messages; the blockhash's bytes do not change them. */
const SIZING_LIFETIME = { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 0n };

async function requireExtension<K extends Kind>(
  c: WalletCaller,
  mintAddress: string,
  kind: K,
  name: string,
): Promise<{ mint: MintInfo; ext: ExtensionOf<K> }> {
  const mint = await requireMint(c.rpc, mintAddress);
  const ext = (await readMintExtensions(c.rpc, mint.address)).find((e): e is ExtensionOf<K> => e.__kind === kind);
  if (!ext) throw new AppError('TOKEN_EXTENSION_MISSING', { context: { extension: name } });
  return { mint, ext };
}

function requireAuthority(holder: string, wallet: string, kind: string) {
  if (holder !== wallet) throw new AppError('NOT_EXTENSION_AUTHORITY', { context: { kind } });
}

async function prepareOne(app: FastifyInstance, c: WalletCaller, kind: string, instructions: Instruction[], context: Record<string, unknown>) {
  const message = await walletMessage(c, instructions);
  return (await app.transactions.prepare({ userId: c.userId, kind, message, rpcUrl: c.rpcUrl, context })).transaction;
}

/** Token accounts of the mint holding withheld fees (their TransferFeeAmount extension). */
async function accountsWithWithheldFees(rpc: Rpc<SolanaRpcApi>, mint: string): Promise<string[]> {
  const accounts = await rpc
    .getProgramAccounts(TOKEN_2022_PROGRAM_ADDRESS, {
      encoding: 'base64',
      filters: [{ memcmp: { offset: 0n, bytes: mint as never, encoding: 'base58' } }],
    })
    .send();
  const decoder = getTokenDecoder();
  const b64 = getBase64Encoder();
  return accounts.flatMap(({ pubkey, account }) => {
    try {
      const token = decoder.decode(b64.encode(account.data[0]) as Uint8Array);
      const fees = token.extensions.__option === 'Some' ? token.extensions.value.find((e) => e.__kind === 'TransferFeeAmount') : undefined;
      return fees && fees.__kind === 'TransferFeeAmount' && fees.withheldAmount > 0n ? [pubkey] : [];
    } catch {
      return [];
    }
  });
}

export async function prepareHarvest(app: FastifyInstance, c: WalletCaller, body: { mint: string }): Promise<string[]> {
  const { mint, ext } = await requireExtension(c, body.mint, 'TransferFeeConfig', 'transfer fee');
  requireAuthority(ext.withdrawWithheldAuthority, c.wallet, 'withdraw withheld');
  const sources = await accountsWithWithheldFees(c.rpc, mint.address);
  if (sources.length === 0 && ext.withheldAmount === 0n) throw new AppError('NO_WITHHELD_FEES');
  const m = address(mint.address);
  const authority = noop(c.wallet);
  const destination = address(await ownerTokenAccount(c.wallet, mint.address, mint.programId));
  const head: Instruction[] = [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: authority,
      ata: destination,
      owner: address(c.wallet),
      mint: m,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    ...(ext.withheldAmount > 0n
      ? [getWithdrawWithheldTokensFromMintInstruction({ mint: m, feeReceiver: destination, withdrawWithheldAuthority: authority })]
      : []),
  ];
  const withdraw = (from: string[]) =>
    getWithdrawWithheldTokensFromAccountsInstruction({
      mint: m,
      feeReceiver: destination,
      withdrawWithheldAuthority: authority,
      numTokenAccounts: from.length,
      sources: from.map((s) => address(s)),
    });
  const sizeOf = (instructions: Instruction[]) =>
    messageSize([instructions], {
      feePayer: address(c.wallet),
      lifetime: SIZING_LIFETIME,
      preamble: () => priorityFeeInstructions(c.prioritySol, COMPUTE_UNITS.default),
    });

  // Each transaction takes the next accounts while it still fits; the first also carries the head.
  const batches: Instruction[][] = [];
  let rest = sources;
  let first = true;
  do {
    const base = first ? head : [];
    let n = 0;
    while (n < rest.length && sizeOf([...base, withdraw(rest.slice(0, n + 1))]) <= TRANSACTION_SIZE_LIMIT) n++;
    batches.push(n > 0 ? [...base, withdraw(rest.slice(0, n))] : base);
    rest = rest.slice(n);
    first = false;
  } while (rest.length > 0);
  await requireWalletFunds(c, { receives: [mint.address], transactions: batches.length });
  const transactions: string[] = [];
  for (const instructions of batches) {
    transactions.push(await prepareOne(app, c, EXTENSION_KINDS.harvest, instructions, { mint: mint.address }));
  }
  return transactions;
}

export async function prepareSetTransferFee(
  app: FastifyInstance,
  c: WalletCaller,
  body: { mint: string; bps: number; maxFee: string },
): Promise<string> {
  const { mint, ext } = await requireExtension(c, body.mint, 'TransferFeeConfig', 'transfer fee');
  requireAuthority(ext.transferFeeConfigAuthority, c.wallet, 'transfer fee');
  const maximumFee = BigInt(body.maxFee) * 10n ** BigInt(mint.decimals);
  if (maximumFee > (1n << 64n) - 1n) throw new AppError('VALIDATION_FAILED', { field: 'maxFee', message: 'Maximum fee is too large for this token' });
  await requireWalletFunds(c, {});
  const instruction = getSetTransferFeeInstruction({
    mint: address(mint.address),
    transferFeeConfigAuthority: noop(c.wallet),
    transferFeeBasisPoints: body.bps,
    maximumFee,
  });
  return prepareOne(app, c, EXTENSION_KINDS.setFee, [instruction], { mint: mint.address, bps: body.bps, maximumFee: maximumFee.toString() });
}

export async function prepareInterestRate(app: FastifyInstance, c: WalletCaller, body: { mint: string; rate: number }): Promise<string> {
  const { mint, ext } = await requireExtension(c, body.mint, 'InterestBearingConfig', 'interest-bearing');
  requireAuthority(ext.rateAuthority, c.wallet, 'interest rate');
  const rate = interestRateBps(body.rate);
  await requireWalletFunds(c, {});
  const instruction = getUpdateRateInterestBearingMintInstruction({ mint: address(mint.address), rateAuthority: noop(c.wallet), rate });
  return prepareOne(app, c, EXTENSION_KINDS.rate, [instruction], { mint: mint.address, rate });
}

/**
 * Thaw (creating missing accounts, frozen as the mint's default state makes them) or freeze the
 * owners' associated accounts; owners already in that state are left out.
 */
export async function prepareFreezeChange(
  app: FastifyInstance,
  c: WalletCaller,
  body: { mint: string; owners: string[] },
  action: 'thaw' | 'freeze',
): Promise<string[]> {
  const mint = await requireMint(c.rpc, body.mint);
  if (mint.freezeAuthority === null) throw new AppError('AUTHORITY_ALREADY_REVOKED', { context: { kind: 'freeze' } });
  if (mint.freezeAuthority !== c.wallet) throw new AppError('NOT_AUTHORITY', { context: { kind: 'freeze' } });
  const m = address(mint.address);
  const program = address(mint.programId);
  const authority = noop(c.wallet);
  const owners = [...new Set(body.owners)];
  const accounts = await Promise.all(owners.map((o) => ownerTokenAccount(o, mint.address, mint.programId)));
  const { value } = await c.rpc
    .getMultipleAccounts(
      accounts.map((a) => address(a)),
      { encoding: 'base64', commitment: 'confirmed' },
    )
    .send();
  const decoder = getTokenDecoder();
  const groups: Instruction[][] = [];
  owners.forEach((owner, i) => {
    const raw = value[i];
    const state = raw ? decoder.decode(getBase64Encoder().encode(raw.data[0]) as Uint8Array).state : null;
    const account = address(accounts[i]!);
    const thaw = getThawAccountInstruction({ account, mint: m, owner: authority }, { programAddress: program });
    if (action === 'thaw' && state === AccountState.Frozen) groups.push([thaw]);
    if (action === 'thaw' && state === null) {
      const create = getCreateAssociatedTokenIdempotentInstruction({
        payer: authority,
        ata: account,
        owner: address(owner),
        mint: m,
        tokenProgram: program,
      });
      groups.push(mint.defaultAccountState === 'frozen' ? [create, thaw] : [create]);
    }
    if (action === 'freeze' && state === AccountState.Initialized)
      groups.push([getFreezeAccountInstruction({ account, mint: m, owner: authority }, { programAddress: program })]);
  });
  if (groups.length === 0) throw new AppError('TOKEN_ACCOUNTS_UNCHANGED', { context: { state: action === 'thaw' ? 'thawed' : 'frozen or missing' } });
  const batches = packGroups(groups, {
    feePayer: address(c.wallet),
    lifetime: SIZING_LIFETIME,
    preamble: () => priorityFeeInstructions(c.prioritySol, COMPUTE_UNITS.default),
  });
  const opened = owners.filter((_, i) => action === 'thaw' && !value[i]).length;
  await requireWalletFunds(c, { opensForOthers: opened, transactions: batches.length });
  const kind = action === 'thaw' ? EXTENSION_KINDS.thaw : EXTENSION_KINDS.freeze;
  const transactions: string[] = [];
  for (const batch of batches) {
    transactions.push(
      await prepareOne(
        app,
        c,
        kind,
        batch.flatMap((i) => groups[i]!),
        { mint: mint.address, owners: batch.map((i) => owners[i]) },
      ),
    );
  }
  return transactions;
}
