import { z } from 'zod';
import { ERROR_CODES } from './codes.ts';

/** Every error the API answers: `{ success: false, code, message }`, plus `field` for validation errors. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
