/**
 * Vesting escrows read from the chain: every VestingEscrow of the lock program whose recipient,
 * creator or mint is the one asked (getProgramAccounts with a memcmp at that field's offset), so
 * escrows made with any client (Jupiter's own site on mainnet) are found too.
 */
import {
  getBase58Decoder,
  type Address,
  type Base58EncodedBytes,
  type GetMultipleAccountsApi,
  type GetProgramAccountsApi,
  type Rpc,
} from '@solana/kit';
import { getBase64Encoder } from '@solana/kit';
import { ACCOUNT_DISCRIMINATORS, decodeVestingEscrow, isVestingEscrow, VESTING_ESCROW_SIZE } from '@toolkit/programs/lock';
import type { EscrowSnapshot } from '../builders/lock/escrow-snapshot.js';

const base58 = getBase58Decoder();
const base64 = getBase64Encoder();

/** Where VestingEscrow keeps each key (after the 8-byte discriminator). */
export const VESTING_ESCROW_OFFSETS = { recipient: 8n, mint: 40n, creator: 72n } as const;
export type EscrowKey = keyof typeof VESTING_ESCROW_OFFSETS;

export async function findVestingEscrows(
  rpc: Rpc<GetProgramAccountsApi>,
  programAddress: Address,
  by: { [K in EscrowKey]?: string },
): Promise<EscrowSnapshot[]> {
  const filters = [
    { dataSize: BigInt(VESTING_ESCROW_SIZE) },
    {
      memcmp: {
        offset: 0n,
        bytes: base58.decode(new Uint8Array(ACCOUNT_DISCRIMINATORS.VestingEscrow)) as Base58EncodedBytes,
        encoding: 'base58' as const,
      },
    },
    ...(Object.entries(by) as [EscrowKey, string | undefined][])
      .filter(([, v]) => v)
      .map(([key, value]) => ({ memcmp: { offset: VESTING_ESCROW_OFFSETS[key], bytes: value as Base58EncodedBytes, encoding: 'base58' as const } })),
  ];
  const accounts = await rpc.getProgramAccounts(programAddress, { encoding: 'base64', commitment: 'confirmed', filters }).send();
  return accounts.map(({ pubkey, account }) => ({ address: pubkey, ...decodeVestingEscrow(base64.encode(account.data[0]) as Uint8Array) }));
}

/** One escrow by address, or null when the account is not a VestingEscrow of `programAddress`. */
export async function readVestingEscrow(rpc: Rpc<GetMultipleAccountsApi>, programAddress: Address, escrow: Address): Promise<EscrowSnapshot | null> {
  const { value } = await rpc.getMultipleAccounts([escrow], { encoding: 'base64', commitment: 'confirmed' }).send();
  const account = value[0];
  if (!account || account.owner !== programAddress) return null;
  const data = base64.encode(account.data[0]) as Uint8Array;
  return isVestingEscrow(data) ? { address: escrow, ...decodeVestingEscrow(data) } : null;
}
