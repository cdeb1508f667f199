/**
 * Token lifecycle: creation, metadata update, revokes, burn, mint, send, authority
 * changes and the public token information. Field messages are the spec's texts where it has
 * them, else TEXTS' token creator section; refusals the server answers live in the error codes.
 */
import { U64_MAX, type BaseUnits } from '../brands.ts';
import { isAddress } from '@solana/kit';
import { z } from 'zod';
import { FEES, LIMITS } from '../constants.ts';
import { errorMessage } from '../errors/codes.ts';
import { AmountFormatError, parseAmount } from '../format.ts';
import { TEXTS } from '../texts.ts';
import { httpUrl, solanaAddress } from './common.ts';
import { nameRefusal, symbolRefusal } from './look-alike-names.ts';
import { tokenDocumentSchema } from './token-document.ts';
import { lpProofSchema, vestingProofSchema } from './token-proof.ts';
import { chosenExtensions, extensionConflict, extensionsField } from './token-extensions.ts';
import { normaliseSocialLink } from './social-link.ts';

/** Images: checked by content on the server; the limit is shown in the form's advice too. */
export const IMAGE_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  /** Widest and tallest image (one frame), in pixels: a few bytes can declare billions (a decompression bomb). */
  maxSide: 4096,
  /** Pixels decoded in all, every frame of an animation included (16 megapixels). */
  maxPixels: 4096 * 4096,
  kinds: ['png', 'jpeg', 'webp', 'gif'] as const,
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const blankToUndefined = (v: unknown) => (blank(v) ? undefined : v);
/** Forms send checkboxes as 'true'/'false' text. */
const flag = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean());
const optionalUrl = z.preprocess(blankToUndefined, httpUrl.optional());
const optionalText = (max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max)
      .check(...checks)
      .optional(),
  );
/** A check failing with the refusal's own message (look-alike names and symbols). */
const refusedBy = (refusal: (text: string) => string | null) =>
  z.superRefine<string>((text, ctx) => {
    const message = refusal(text);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** A JSON list sent as a multipart text field (or already parsed, from JSON bodies). */
const jsonList = <T extends z.ZodType>(what: string, item: T, max: number, tooMany: string) =>
  z.preprocess(
    (v, ctx) => {
      if (blank(v)) return [];
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: TEXTS.invalidList(what) });
        return z.NEVER;
      }
    },
    z.array(item, { error: TEXTS.invalidList(what) }).max(max, { error: tooMany }),
  );

const percentage = (required: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: (i) => (i.input === undefined ? required : TEXTS.percentageRange) })
      .min(0, { error: TEXTS.percentageRange })
      .max(100, { error: TEXTS.percentageRange }),
  );

export const tokenomicsEntrySchema = z.object({
  title: z.string({ error: TEXTS.titleRequired }).trim().min(1, { error: TEXTS.titleRequired }).max(64),
  percentage: percentage(TEXTS.percentageRequired),
});
export type TokenomicsEntry = z.infer<typeof tokenomicsEntrySchema>;

export const roadmapStageSchema = z.object({
  id: z.coerce.number().int().min(1),
  title: z.string({ error: TEXTS.titleRequired }).trim().min(1, { error: TEXTS.titleRequired }).max(100),
  description: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()),
  percentage: percentage(TEXTS.percentageRequired),
});
export type RoadmapStage = z.infer<typeof roadmapStageSchema>;

export const teamMemberSchema = z.object({
  id: z.coerce.number().int().min(1),
  name: z.string({ error: TEXTS.nameRequired }).trim().min(1, { error: TEXTS.nameRequired }).max(64),
  jobTitle: z.string({ error: TEXTS.jobTitleRequired }).trim().min(1, { error: TEXTS.jobTitleRequired }).max(64),
  twitter: optionalUrl,
  telegram: optionalUrl,
  linkedin: optionalUrl,
  facebook: optionalUrl,
  instagram: optionalUrl,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const SOCIAL_FIELDS = ['website', 'telegram', 'twitter', 'discord', 'youtube', 'medium', 'github', 'instagram', 'reddit', 'facebook'] as const;
export type SocialField = (typeof SOCIAL_FIELDS)[number];
/** Social fields take "@handle" and "site.xyz" too, normalised to the URL they stand for. */
const socialLink = (field: SocialField) => z.preprocess((v) => (typeof v === 'string' ? normaliseSocialLink(field, v) : v), optionalUrl);
const socials = Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, socialLink(f)])) as Record<SocialField, ReturnType<typeof socialLink>>;

const decimalsField = z.preprocess(
  (v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: (i) => (i.input === undefined ? TEXTS.decimalsRequired : TEXTS.invalidDecimals) })
    .int({ error: TEXTS.invalidDecimals })
    .min(0, { error: TEXTS.invalidDecimals })
    .max(LIMITS.decimalsMax, { error: TEXTS.invalidDecimals }),
);

/** The text fields of the token creation form (POST /token/create, multipart). */
export const createTokenFieldsSchema = z
  .object({
    name: z.preprocess(
      blankToUndefined,
      z
        .string({ error: TEXTS.tokenNameRequired })
        .trim()
        .max(LIMITS.tokenNameMax, { error: TEXTS.tokenNameTooLong(LIMITS.tokenNameMax) })
        .check(refusedBy(nameRefusal)),
    ),
    symbol: z.preprocess(
      blankToUndefined,
      z
        .string({ error: TEXTS.tokenSymbolRequired })
        .trim()
        .max(LIMITS.tokenSymbolMax, { error: TEXTS.tokenSymbolTooLong(LIMITS.tokenSymbolMax) })
        .check(refusedBy(symbolRefusal)),
    ),
    decimals: decimalsField,
    initialMint: z.preprocess(blankToUndefined, z.string({ error: TEXTS.initialMintRequired }).trim()),
    description: optionalText(1000),
    revokeFreeze: flag,
    revokeUpdate: flag,
    revokeMint: flag,
    ...socials,
    youtubeVideo: optionalUrl,
    coverImageURL: optionalUrl,
    creatorName: optionalText(64),
    creatorWebsite: socialLink('website'),
    tags: jsonList('tags', z.string().trim().min(1, { error: TEXTS.tagEmpty }).max(24), LIMITS.tags, TEXTS.tagsLimit),
    tokenomics: jsonList('tokenomics', tokenomicsEntrySchema, 20, TEXTS.tokenomicsOver100),
    roadmap: jsonList('roadmap', roadmapStageSchema, LIMITS.roadmapItems, TEXTS.roadmapLimit),
    team: jsonList('team', teamMemberSchema, LIMITS.teamMembers, TEXTS.teamLimit),
    extensions: extensionsField,
    /** A vanity mint address ground in the browser; its key signs there, never here. */
    mint: z.preprocess(blankToUndefined, solanaAddress(TEXTS.invalidAddress).optional()),
  })
  .superRefine((f, ctx) => {
    const conflict = extensionConflict(f.extensions, f.revokeFreeze);
    if (conflict) ctx.addIssue({ code: 'custom', message: conflict.message, path: conflict.field.split('.') });
    if (f.extensions.transferFee && typeof f.decimals === 'number' && BigInt(f.extensions.transferFee.maxFee) * 10n ** BigInt(f.decimals) > U64_MAX) {
      ctx.addIssue({ code: 'custom', message: TEXTS.transferFeeMaxTooLarge, path: ['extensions', 'transferFee', 'maxFee'] });
    }
    const total = f.tokenomics.reduce((sum, t) => sum + t.percentage, 0);
    if (total > LIMITS.tokenomicsTotal + 1e-9) ctx.addIssue({ code: 'custom', message: TEXTS.tokenomicsOver100, path: ['tokenomics'] });
    if (f.initialMint === undefined) return;
    const supply = tokenAmount(f.initialMint, f.decimals, { cap: false });
    if (typeof supply === 'string') ctx.addIssue({ code: 'custom', message: supply, path: ['initialMint'] });
  });
export type CreateTokenFields = z.infer<typeof createTokenFieldsSchema>;

/**
 * A decimal string in token units to base units, exactly; the error text when it is not valid.
 * `cap` applies the spec's 1e15 validation cap on amounts people type (not on supplies, for which
 * more than a u64 of base units reads SUPPLY_TOO_LARGE's text).
 */
export function tokenAmount(text: string, decimals: number, { cap = true } = {}): BaseUnits | string {
  let base: BaseUnits;
  try {
    base = parseAmount(text, decimals);
  } catch (e) {
    if (e instanceof AmountFormatError && e.reason === 'decimals') return TEXTS.tooManyDecimals(decimals);
    if (e instanceof AmountFormatError && e.reason === 'range') {
      if (!cap) return errorMessage('SUPPLY_TOO_LARGE');
      // The spec's cap is what a person typing reads first; under it, a u64 of base units can still be too little.
      return Number(text) > LIMITS.amountCap ? TEXTS.amountTooLarge : TEXTS.amountAboveU64;
    }
    return TEXTS.amountNotNumber;
  }
  if (base <= 0n) return TEXTS.amountGreaterThanZero;
  if (cap && base > BigInt(LIMITS.amountCap) * 10n ** BigInt(decimals)) return TEXTS.amountTooLarge;
  return base;
}

/** The options of the creation form that cost 0.1 SOL each (DESIGN.md 6). */
export interface CreationOptions {
  customCreator: boolean;
  team: boolean;
  tokenomics: boolean;
  roadmap: boolean;
  revokeFreeze: boolean;
  revokeUpdate: boolean;
  revokeMint: boolean;
  /** How many Token-2022 extensions were chosen (each one is an option). */
  extensions?: number;
}

/** 0.3 SOL plus 0.1 per chosen option, in lamports. The server charges it; the app shows it. */
export function creationFeeLamports(o: CreationOptions): bigint {
  const chosen =
    [o.customCreator, o.team, o.tokenomics, o.roadmap, o.revokeFreeze, o.revokeUpdate, o.revokeMint].filter(Boolean).length + (o.extensions ?? 0);
  return FEES.tokenCreationBase + FEES.tokenCreationOption * BigInt(chosen);
}

/** The options a parsed creation form chose. */
export const creationOptionsOf = (f: CreateTokenFields): CreationOptions => ({
  customCreator: Boolean(f.creatorName || f.creatorWebsite),
  team: f.team.length > 0,
  tokenomics: f.tokenomics.length > 0,
  roadmap: f.roadmap.length > 0,
  revokeFreeze: f.revokeFreeze,
  revokeUpdate: f.revokeUpdate,
  revokeMint: f.revokeMint,
  extensions: chosenExtensions(f.extensions).length,
});

export const createTokenResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  mint: z.string(),
  transaction: z.string(),
  feeLamports: z.string(),
  metadataUri: z.string(),
});
export type CreateTokenResponse = z.infer<typeof createTokenResponseSchema>;

/** POST /token/update-metadata/:mint (multipart); fields left out keep their current values. */
export const updateMetadataFieldsSchema = z.object({
  name: optionalText(LIMITS.tokenNameMax, refusedBy(nameRefusal)),
  symbol: optionalText(LIMITS.tokenSymbolMax, refusedBy(symbolRefusal)),
  description: optionalText(1000),
  ...socials,
});
export type UpdateMetadataFields = z.infer<typeof updateMetadataFieldsSchema>;

export const mintParamsSchema = z.object({ mint: solanaAddress(TEXTS.provideMintAddress) });

export const updateMetadataResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  transaction: z.string(),
  metadata: z.object({ name: z.string(), symbol: z.string(), decimals: z.number(), supply: z.string(), uri: z.string() }),
});

export const AUTHORITY_KINDS = ['freeze', 'mint', 'update'] as const;
export type AuthorityKind = (typeof AUTHORITY_KINDS)[number];

export const revokeAuthoritySchema = z
  .object({
    mintAddress: solanaAddress(TEXTS.provideMintAddress),
    revokeFreeze: flag.default(false),
    revokeUpdate: flag.default(false),
    revokeMint: flag.default(false),
    payerAddress: z.preprocess(blankToUndefined, z.string().trim().optional()),
  })
  .refine((r) => r.revokeFreeze || r.revokeUpdate || r.revokeMint, { error: TEXTS.selectAuthority });
export type RevokeAuthorityRequest = z.infer<typeof revokeAuthoritySchema>;

export const revokeTransactionSchema = z.object({
  transaction: z.string(),
  description: z.string(),
  type: z.enum(AUTHORITY_KINDS),
});
export const revokeAuthorityResponseSchema = z.object({
  success: z.literal(true),
  needsSignature: z.boolean(),
  message: z.string(),
  transactions: z.array(revokeTransactionSchema),
});
export type RevokeAuthorityResponse = z.infer<typeof revokeAuthorityResponseSchema>;

export const confirmRevokeSchema = z.object({
  signature: z.string().trim().min(32).max(128),
  type: z.enum(AUTHORITY_KINDS),
  mintAddress: solanaAddress(TEXTS.provideMintAddress),
});
const authorityResult = z.object({ success: z.boolean(), message: z.string() });
export const confirmRevokeResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  details: z.object({ update: authorityResult.optional(), mint: authorityResult.optional(), freeze: authorityResult.optional() }),
});

const amountText = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
  z.string({ error: TEXTS.pleaseEnterAmount }).trim(),
);

export const burnTokensSchema = z.object({ mint: solanaAddress(TEXTS.provideMintAddress), amount: amountText });
export const mintTokensSchema = z.object({
  mint: solanaAddress(TEXTS.provideMintAddress),
  amount: amountText,
  recipient: z.preprocess(blankToUndefined, solanaAddress(TEXTS.recipientRequired).optional()),
});
export const sendTokensSchema = z.object({
  mint: solanaAddress(TEXTS.provideMintAddress),
  recipient: solanaAddress(TEXTS.recipientRequired),
  amount: amountText,
});
export const changeAuthoritySchema = z.object({
  mint: solanaAddress(TEXTS.provideMintAddress),
  type: z.enum(AUTHORITY_KINDS),
  /** Blank revokes. */
  newAuthority: z.preprocess(blankToUndefined, solanaAddress(TEXTS.invalidAddress).optional()),
});

export const tokenTransactionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  transaction: z.string(),
});

export const tokenRiskSchema = z.object({
  /** Authorities and holders, one entry per Token-2022 extension found on the mint, the pool's LP burned/locked, and the supply in vesting escrows. */
  key: z.enum([
    'mint',
    'freeze',
    'mutable',
    'concentration',
    'transferFee',
    'nonTransferable',
    'interestBearing',
    'defaultFrozen',
    'permanentDelegate',
    'transferHook',
    'confidentialTransfer',
    'lp',
    'vesting',
  ]),
  label: z.string(),
  value: z.string(),
  /** true = a risk for holders (shown as a warning). */
  warning: z.boolean(),
  /** On the `vesting` entry: the escrows of the mint and their sums. */
  vesting: vestingProofSchema.optional(),
  /** On the `lp` entry: the LP burned and locked, with the escrows holding it. */
  lp: lpProofSchema.optional(),
});
export type TokenRisk = z.infer<typeof tokenRiskSchema>;

export const tokenDetailsSchema = z.object({
  mint: z.string(),
  program: z.enum(['spl-token', 'spl-token-2022']),
  name: z.string(),
  symbol: z.string(),
  uri: z.string().nullable(),
  decimals: z.number(),
  supply: z.string(),
  mintAuthority: z.string().nullable(),
  freezeAuthority: z.string().nullable(),
  updateAuthority: z.string().nullable(),
  mutable: z.boolean(),
  /** The metadata document served at uri (when it could be read): the fields that fit their shape. */
  metadata: tokenDocumentSchema.nullable(),
  /** Where the document did not fit (e.g. `team.0.name`): those fields or list items were left out. */
  metadataDropped: z.array(z.string()),
  holders: z.number(),
  largestHolders: z.array(z.object({ address: z.string(), owner: z.string().nullable(), amount: z.string(), share: z.number() })),
  risks: z.array(tokenRiskSchema),
  /** The Token-2022 transfer fee in force (maximum in base units), when the mint charges one. */
  transferFee: z.object({ bps: z.number(), maximumFee: z.string() }).nullable().optional(),
  cluster: z.string(),
});
export type TokenDetails = z.infer<typeof tokenDetailsSchema>;

/** GET /token/mints?mints=a,b — up to 100 mints, comma separated. */
export const mintSummariesQuerySchema = z.object({
  mints: z
    .string()
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((m) => m.trim())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length >= 1 && list.length <= 100, { error: TEXTS.provideMintAddress })
    .refine((list) => list.every((m) => isAddress(m)), { error: TEXTS.invalidAddress }),
});
export const mintSummarySchema = z.object({
  program: z.enum(['spl-token', 'spl-token-2022']),
  decimals: z.number(),
  supply: z.string(),
  mintAuthority: z.string().nullable(),
  freezeAuthority: z.string().nullable(),
  updateAuthority: z.string().nullable(),
  name: z.string().nullable(),
  symbol: z.string().nullable(),
});
export type MintSummary = z.infer<typeof mintSummarySchema>;
