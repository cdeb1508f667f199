import { z } from 'zod';
import { ERROR_CODES } from './codes.ts';

/**
 * Every error the API answers: `{ success: false, code, message }`, plus `field` for validation
 * errors and `requestId` for server errors (5xx: the id the server's log has the details under).
 */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  field: z.string().optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
