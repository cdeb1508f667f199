/**
 * Escrows of the lock program made the way any other client makes them (Jupiter Lock's own site
 * on mainnet), for API tests: the shared lock builders, signed by the creator and a fresh base
 * key, sent straight to the chain (never through the API).
 */
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit';
import { cancelInstructions, createEscrowInstructions, lockVenue, readVestingEscrow } from '@toolkit/chain';
import { walletSigner, type SigningWallet } from './chain-kit.ts';
import { sendStraight } from './program-pool-kit.ts';

export type EscrowRight = 'none' | 'creator' | 'recipient' | 'both';
const RIGHT_CODE: Record<EscrowRight, number> = { none: 0, creator: 1, recipient: 2, both: 3 };

export interface EscrowSchedule {
  recipient: string;
  /** Unix seconds. */
  start: bigint;
  cliff: bigint;
  cliffAmount: bigint;
  amountPerPeriod?: bigint;
  periods?: bigint;
  /** Seconds between unlocks after the cliff (the program refuses 0). */
  frequency?: bigint;
  cancel?: EscrowRight;
}

/** `creator` locks `mint` (base units from its associated account) on `schedule`; answers the escrow's address. */
export async function lockStraight(rpcUrl: string, creator: SigningWallet, mint: string, schedule: EscrowSchedule): Promise<string> {
  const rpc = createSolanaRpc(rpcUrl);
  const { value: mintAccount } = await rpc.getAccountInfo(address(mint), { encoding: 'base64' }).send();
  if (!mintAccount) throw new Error(`no mint at ${mint}`);
  const { instructions, quote } = await createEscrowInstructions({
    venue: await lockVenue(),
    creator: walletSigner(creator),
    base: await generateKeyPairSigner(),
    mint: address(mint),
    tokenProgram: mintAccount.owner,
    recipient: address(schedule.recipient),
    params: {
      vestingStartTime: schedule.start,
      cliffTime: schedule.cliff,
      frequency: schedule.frequency ?? 1n,
      cliffUnlockAmount: schedule.cliffAmount,
      amountPerPeriod: schedule.amountPerPeriod ?? 0n,
      numberOfPeriod: schedule.periods ?? 0n,
      updateRecipientMode: 0,
      cancelMode: RIGHT_CODE[schedule.cancel ?? 'none'],
    },
  });
  await sendStraight(rpcUrl, creator, instructions);
  return quote.escrow;
}

/** `signer` cancels `escrow` straight on chain (its right permitting): unlocked to the recipient, the rest back to the creator. */
export async function cancelStraight(rpcUrl: string, signer: SigningWallet, escrow: string): Promise<void> {
  const rpc = createSolanaRpc(rpcUrl);
  const venue = await lockVenue();
  const snapshot = await readVestingEscrow(rpc, venue.programAddress, address(escrow));
  if (!snapshot) throw new Error(`no escrow at ${escrow}`);
  const { instructions } = await cancelInstructions({
    venue,
    escrow: snapshot,
    signer: walletSigner(signer),
    now: BigInt(Math.floor(Date.now() / 1000)),
  });
  await sendStraight(rpcUrl, signer, instructions);
}
