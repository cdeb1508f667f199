/** Managed tokens: the dashboard's "Manage Token" dialog (spec 3, 5, 7). */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { TEXTS } from '../texts.ts';
import { httpUrl, requiredText, solanaAddress } from './common.ts';

const FILL = TEXTS.fillAllTheFields;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Decimals arrive as a number or as a form's string; blank is "missing". */
const decimals = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? FILL : TEXTS.invalidDecimals) })
    .int({ error: TEXTS.invalidDecimals })
    .min(0, { error: TEXTS.invalidDecimals })
    .max(LIMITS.decimalsMax, { error: TEXTS.invalidDecimals }),
);

const optionalUrl = z.preprocess((v) => (blank(v) ? undefined : v), httpUrl.optional());

/**
 * The checkbox 'Do You Have Metadata or Image URL' travels as `hasMetadata`; when it is ticked,
 * imageURL and metaDataURL are required too (spec 5, Add Token).
 */
const metadataRule = (t: { hasMetadata?: boolean; imageURL?: string; metaDataURL?: string }, ctx: z.RefinementCtx) => {
  if (t.hasMetadata && (!t.imageURL || !t.metaDataURL)) {
    ctx.addIssue({ code: 'custom', message: FILL, path: [t.imageURL ? 'metaDataURL' : 'imageURL'] });
  }
};

const tokenFields = {
  name: requiredText(FILL, LIMITS.tokenNameMax),
  symbol: requiredText(FILL, LIMITS.tokenSymbolMax),
  decimals,
  address: solanaAddress(FILL),
  // A form may send the checkbox as text.
  hasMetadata: z.preprocess((v) => (v === 'true' ? true : v === 'false' || v === '' ? false : v), z.boolean().optional()),
  imageURL: optionalUrl,
  metaDataURL: optionalUrl,
};

export const addTokenSchema = z.object(tokenFields).superRefine(metadataRule);
export type AddTokenRequest = z.infer<typeof addTokenSchema>;

/** PUT replaces the fields it names; the same rules apply to each. */
export const updateTokenSchema = z
  .object({
    name: tokenFields.name.optional(),
    symbol: tokenFields.symbol.optional(),
    decimals: tokenFields.decimals.optional(),
    address: tokenFields.address.optional(),
    hasMetadata: tokenFields.hasMetadata,
    imageURL: optionalUrl,
    metaDataURL: optionalUrl,
  })
  .superRefine(metadataRule);
export type UpdateTokenRequest = z.infer<typeof updateTokenSchema>;

export const managedTokenSchema = z.object({
  _id: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  address: z.string(),
  imageURL: z.string().optional(),
  metaDataURL: z.string().optional(),
  createdAt: z.string(),
});
export type ManagedToken = z.infer<typeof managedTokenSchema>;
