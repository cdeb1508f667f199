/** Public files: token images and metadata documents, read by wallets and explorers anywhere. */
import { z } from 'zod';
import { defineOperation } from './operation.ts';

export const fileNameParamsSchema = z.object({ name: z.string().max(64) });

export const fileOperations = {
  /** Answers the file's bytes (image or JSON), not a JSON envelope. */
  get: defineOperation({
    method: 'GET',
    path: '/files/:name',
    auth: 'none',
    tag: 'files',
    summary: 'A published image or metadata document',
    params: fileNameParamsSchema,
    response: z.instanceof(Uint8Array),
    errors: ['FILE_NOT_FOUND'],
  }),
} as const;
