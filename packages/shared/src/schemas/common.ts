/**
 * Building blocks of the API's request/response schemas. Messages are the spec's texts where the
 * spec has one; the few it lacks live in TEXTS too (its "Field checks" section).
 */
import type { Address } from '@solana/kit';
import { isAddressText } from './address-check.ts';
import { z } from 'zod';
import { TEXTS } from '../texts.ts';
import { U64_MAX, type BaseUnits } from '../brands.ts';

/** Empty strings, whitespace and null count as "missing", like an empty form field. */
const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** A required text field: missing, blank or not a string all read `requiredMessage`. */
export const requiredText = (requiredMessage: string, max?: number) =>
  z.preprocess(
    blankToUndefined,
    max === undefined ? z.string({ error: requiredMessage }).trim() : z.string({ error: requiredMessage }).trim().max(max),
  );

/** An optional text field: blank means absent. */
export const optionalText = (max?: number) =>
  z.preprocess(blankToUndefined, (max === undefined ? z.string() : z.string().max(max)).trim().optional());

/**
 * A base58 Solana public key (32 bytes), branded as kit's `Address` once checked (STYLE.md
 * habit 1): inside the server a value of type `Address` is known to be valid.
 */
export const solanaAddress = (requiredMessage: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: requiredMessage })
      .trim()
      .refine((s) => isAddressText(s), { error: TEXTS.invalidAddress })
      .transform((s) => s as Address),
  );

/**
 * A base-unit amount on the wire: a decimal string of digits (JSON has no bigint), read as a
 * branded bigint within u64. Decimals only ever appear at display (STYLE.md habit 11).
 */
export const baseUnits = (message = TEXTS.invalidBaseUnits) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,20}$/, { error: message })
    .transform((s) => BigInt(s))
    .refine((v) => v <= U64_MAX, { error: message })
    .transform((v) => v as BaseUnits);

/** An http(s) URL; other schemes (javascript:, data:, file:) are refused. */
export const httpUrl = z
  .string()
  .trim()
  .refine(
    (s) => {
      try {
        const u = new URL(s);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { error: TEXTS.invalidUrl },
  );

/** `{ success, message, data }`, the default response envelope. */
export const dataResponse = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string().optional(), data });

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** `{ success: true }` and nothing else. */
export const successResponseSchema = z.object({ success: z.literal(true) });

/** Route parameter `:id` (a record's `_id`). Any string: an unknown one is simply not found. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });
