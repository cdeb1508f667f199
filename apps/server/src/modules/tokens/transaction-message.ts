/**
 * A token transaction for the user's wallet to sign, with the user's own priority fee
 * (Slippage & Priority setting); the message itself is the transaction core's.
 */
import type { GetLatestBlockhashApi, Instruction, Rpc } from '@solana/kit';
import { effectiveSettings } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { createSettingsService } from '../settings/service.ts';
import { buildTransactionMessage } from '../transactions/index.ts';

/** Compute units requested per kind: generous, since the priority fee is a total, not a price. */
export const COMPUTE_UNITS = { create: 300_000, default: 200_000 } as const;

export async function userMessage(
  app: FastifyInstance,
  rpc: Rpc<GetLatestBlockhashApi>,
  input: { userId: string; feePayer: string; instructions: Instruction[]; computeUnits?: number },
) {
  const settings = effectiveSettings(await createSettingsService(app.db).get(input.userId));
  return buildTransactionMessage({
    rpc,
    feePayer: input.feePayer,
    instructions: input.instructions,
    prioritySol: settings.prioritySol,
    computeUnitLimit: input.computeUnits ?? COMPUTE_UNITS.default,
  });
}
