/**
 * Mints and token accounts for program tests: classic SPL Token and Token-2022 (with extensions
 * such as a transfer fee), created by real instructions in the test's LiteSVM.
 */
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  extension,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  getPreInitializeInstructionsForMintExtensions,
  TOKEN_2022_PROGRAM_ADDRESS,
  type ExtensionArgs,
} from '@solana-program/token-2022';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { generateKeyPairSigner, lamports, type Address, type KeyPairSigner } from '@solana/kit';
import type { LiteSVM } from 'litesvm';
import { send } from './svm.ts';

export { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS };

export interface TestMint {
  address: Address;
  tokenProgram: Address;
  decimals: number;
  authority: KeyPairSigner;
}

export interface MintOptions {
  decimals?: number;
  /** Token-2022 when set or when extensions are given; classic SPL Token otherwise. */
  token2022?: boolean;
  transferFee?: { basisPoints: number; maximumFee: bigint };
  freezeAuthority?: Address;
  /** Any other Token-2022 mint extensions, initialized before the mint. */
  extensions?: ExtensionArgs[];
}

export async function createMint(svm: LiteSVM, payer: KeyPairSigner, options: MintOptions = {}): Promise<TestMint> {
  const mint = await generateKeyPairSigner();
  const extensions: ExtensionArgs[] = [...(options.extensions ?? [])];
  if (options.transferFee) {
    const fee = { epoch: 0n, maximumFee: options.transferFee.maximumFee, transferFeeBasisPoints: options.transferFee.basisPoints };
    extensions.push(
      extension('TransferFeeConfig', {
        transferFeeConfigAuthority: payer.address,
        withdrawWithheldAuthority: payer.address,
        withheldAmount: 0n,
        olderTransferFee: fee,
        newerTransferFee: fee,
      }),
    );
  }
  const tokenProgram = options.token2022 || extensions.length > 0 ? TOKEN_2022_PROGRAM_ADDRESS : TOKEN_PROGRAM_ADDRESS;
  // A Token-2022 mint without extensions is a plain 82-byte mint (getMintSize([]) counts an empty extension area).
  const space = tokenProgram === TOKEN_PROGRAM_ADDRESS || extensions.length === 0 ? 82 : getMintSize(extensions);
  const decimals = options.decimals ?? 6;
  const outcome = await send(svm, payer, [
    getCreateAccountInstruction({
      payer,
      newAccount: mint,
      lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(space))),
      space,
      programAddress: tokenProgram,
    }),
    ...getPreInitializeInstructionsForMintExtensions(mint.address, extensions),
    getInitializeMint2Instruction(
      { mint: mint.address, decimals, mintAuthority: payer.address, freezeAuthority: options.freezeAuthority ?? null },
      { programAddress: tokenProgram },
    ),
  ]);
  if (!outcome.ok) throw new Error(`createMint failed: ${outcome.error}\n${outcome.logs.join('\n')}`);
  return { address: mint.address, tokenProgram, decimals, authority: payer };
}

export async function associatedTokenAddress(mint: TestMint, owner: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ mint: mint.address, owner, tokenProgram: mint.tokenProgram });
  return ata;
}

/** Creates `owner`'s associated account of `mint` (if missing) and mints `amount` base units to it. */
export async function fundTokens(svm: LiteSVM, mint: TestMint, owner: Address, amount: bigint): Promise<Address> {
  const ata = await associatedTokenAddress(mint, owner);
  const instructions = [
    getCreateAssociatedTokenIdempotentInstruction({ payer: mint.authority, ata, owner, mint: mint.address, tokenProgram: mint.tokenProgram }),
  ];
  if (amount > 0n) {
    instructions.push(
      getMintToInstruction({ mint: mint.address, token: ata, mintAuthority: mint.authority, amount }, { programAddress: mint.tokenProgram }) as never,
    );
  }
  const outcome = await send(svm, mint.authority, instructions);
  if (!outcome.ok) throw new Error(`fundTokens failed: ${outcome.error}\n${outcome.logs.join('\n')}`);
  return ata;
}

/** A token account's amount (the same offset in SPL Token and Token-2022), 0 when it does not exist. */
export function tokenBalance(svm: LiteSVM, account: Address): bigint {
  const found = svm.getAccount(account);
  if (!found.exists) return 0n;
  return new DataView(found.data.buffer, found.data.byteOffset).getBigUint64(64, true);
}

/** Moves the test chain's clock to `unixTimestamp` (seconds), keeping the slot and epoch. */
export function setUnixTimestamp(svm: LiteSVM, unixTimestamp: bigint): void {
  const clock = svm.getClock();
  clock.unixTimestamp = unixTimestamp;
  svm.setClock(clock);
}
