/** Per-user cluster choice (DESIGN.md 3, 9). */
import { z } from 'zod';
import { TEXTS } from '../texts.ts';
import { CLUSTERS } from '../settings.ts';
import { httpUrl } from './common.ts';

export const setClusterRequestSchema = z
  .object({
    network: z.enum(CLUSTERS, { error: TEXTS.unknownNetwork }),
    url: z.string().trim().max(2048).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.network === 'custom' && !body.url) {
      ctx.addIssue({ code: 'custom', message: TEXTS.customUrlRequired, path: ['url'] });
    }
  });
export type SetClusterRequest = z.infer<typeof setClusterRequestSchema>;

export const clusterSchema = z.object({
  network: z.enum(CLUSTERS),
  rpcUrl: z.string(),
  isMainnet: z.boolean(),
});
export type ClusterChoice = z.infer<typeof clusterSchema>;

/** The Settings popup's "Custom RPC URL" form: an http(s) URL (the server then checks it answers). */
export const customRpcUrlSchema = z.object({ url: httpUrl });
export type CustomRpcUrl = z.infer<typeof customRpcUrlSchema>;
