/**
 * Building blocks of the API's request/response schemas. Messages are the spec's texts where the
 * spec has one; the few it lacks are defined here once (see SCHEMA_TEXTS).
 */
import { isAddress, type Address } from '@solana/kit';
import { z } from 'zod';
import { U64_MAX, type BaseUnits } from '../brands.ts';

/** Texts the spec does not fix but the API needs (kept here so server and app share them). */
export const SCHEMA_TEXTS = {
  invalidAddress: 'Please enter a valid Solana address',
  invalidUrl: 'Please enter a valid http(s) URL',
  invalidDecimals: 'Decimals must be a whole number between 0 and 9',
  invalidSignature: 'Signature must be base58',
  invalidBaseUnits: 'Amount must be a whole number of base units that fits in 64 bits',
} as const;

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
      .refine((s) => isAddress(s), { error: SCHEMA_TEXTS.invalidAddress })
      .transform((s) => s as Address),
  );

/**
 * A base-unit amount on the wire: a decimal string of digits (JSON has no bigint), read as a
 * branded bigint within u64. Decimals only ever appear at display (STYLE.md habit 11).
 */
export const baseUnits = (message = SCHEMA_TEXTS.invalidBaseUnits) =>
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
    { error: SCHEMA_TEXTS.invalidUrl },
  );

/** `{ success, message, data }`, the default response envelope. */
export const dataResponse = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string().optional(), data });

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** `{ success: true }` and nothing else. */
export const successResponseSchema = z.object({ success: z.literal(true) });

/** Route parameter `:id` (a record's `_id`). Any string: an unknown one is simply not found. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });
