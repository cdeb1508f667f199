/**
 * Composes a wallet-paid transaction: the user's priority fee first (Slippage & Priority setting),
 * then the domain's instructions, with a fresh blockhash. Legacy format: every wallet and explorer
 * reads it, and no lookup tables are needed at these sizes.
 */
import {
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type GetLatestBlockhashApi,
  type Instruction,
  type Rpc,
} from '@solana/kit';
import { effectiveSettings } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { createSettingsService } from '../settings/service.ts';
import { priorityFeeInstructions } from '../transactions/index.ts';

/** Compute units requested per kind: generous, since the priority fee is a total, not a price. */
export const COMPUTE_UNITS = { create: 300_000, default: 200_000 } as const;

export async function userMessage(
  app: FastifyInstance,
  rpc: Rpc<GetLatestBlockhashApi>,
  input: { userId: string; feePayer: string; instructions: Instruction[]; computeUnits?: number },
) {
  const settings = effectiveSettings(await createSettingsService(app.db).get(input.userId));
  const { value: latestBlockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  return pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(address(input.feePayer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        [...priorityFeeInstructions(settings.prioritySol, input.computeUnits ?? COMPUTE_UNITS.default), ...input.instructions],
        m,
      ),
  );
}
