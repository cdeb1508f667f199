/**
 * Paging of every list route: the server's work per request stays bounded however long a list
 * grows. A caller asks for `limit` items (50 unless it says, at most 200) and follows `nextCursor`
 * (null on the last page) as `cursor`. The cursor is opaque: only the server that wrote it reads it.
 */
import { z } from 'zod';
import { TEXTS } from '../texts.ts';

export const PAGE_LIMIT = { default: 50, max: 200 } as const;

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: TEXTS.invalidPageLimit })
    .int({ error: TEXTS.invalidPageLimit })
    .min(1, { error: TEXTS.invalidPageLimit })
    .max(PAGE_LIMIT.max, { error: TEXTS.invalidPageLimit })
    .default(PAGE_LIMIT.default),
  cursor: z
    .string({ error: TEXTS.invalidPageCursor })
    .regex(/^[A-Za-z0-9_-]{1,400}$/, { error: TEXTS.invalidPageCursor })
    .optional(),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** A page of `data` (the list, or the object that holds it) and where the next page starts. */
export const pagedResponse = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data, nextCursor: z.string().nullable() });
