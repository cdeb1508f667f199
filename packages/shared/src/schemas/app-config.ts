/** Public facts about the running server (`GET /api/config`, `GET /api/health`). */
import { z } from 'zod';
import { CLUSTERS } from '../settings.ts';

export const appConfigSchema = z.object({
  cluster: z.enum(CLUSTERS),
  localRpcUrl: z.string().nullable(),
  allowCustomRpc: z.boolean(),
  treasury: z.string(),
  inrRate: z.number(),
  solPriceInr: z.number(),
  solPriceUsd: z.number(),
  /** 'pyth': Pyth's SOL/USD read on the cluster; 'configured': the operator's SOL_PRICE_USD (the local chain has no oracle). */
  solPriceSource: z.enum(['pyth', 'configured']),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  cluster: z.enum(CLUSTERS),
  rpcUrl: z.string().nullable(),
});
export type Health = z.infer<typeof healthSchema>;
