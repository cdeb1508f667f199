/**
 * A token's off-chain metadata document, field by field, as the token page reads it. Documents of
 * tokens made elsewhere are anyone's JSON (`team: [{ name: 5 }]`): the server checks each field
 * against this shape, keeps what fits (list items one by one) and names what it dropped, so a page
 * can rely on every type it reads and say that part of the document was left out.
 */
import { z } from 'zod';

const text = (max: number) => z.string().max(max);
const link = text(2048);
const percentage = z.number().finite().min(0).max(100);

/** Each field's shape; a list field's shape is that of one item. */
export const TOKEN_DOCUMENT_FIELDS = {
  name: text(200),
  symbol: text(50),
  description: text(5000),
  image: link,
  cover: link,
  video: link,
  external_url: link,
  creator: z.object({ name: text(200).optional(), site: link.optional() }),
} as const;

/** Fields holding a list, each item checked alone (a bad item is dropped, the rest kept). */
export const TOKEN_DOCUMENT_LISTS = {
  tags: text(64),
  tokenomics: z.object({ title: text(200), percentage }),
  roadmap: z.object({ id: z.number().int().optional(), title: text(200), description: text(2000).optional(), percentage }),
  team: z.object({
    id: z.number().int().optional(),
    name: text(200),
    jobTitle: text(200).optional(),
    avatar: link.optional(),
    twitter: link.optional(),
    telegram: link.optional(),
    linkedin: link.optional(),
    facebook: link.optional(),
    instagram: link.optional(),
  }),
} as const;

/** At most this many items of one list are kept. */
export const TOKEN_DOCUMENT_LIST_MAX = 50;

const F = TOKEN_DOCUMENT_FIELDS;
const L = TOKEN_DOCUMENT_LISTS;
export const tokenDocumentSchema = z.object({
  name: F.name.optional(),
  symbol: F.symbol.optional(),
  description: F.description.optional(),
  image: F.image.optional(),
  cover: F.cover.optional(),
  video: F.video.optional(),
  external_url: F.external_url.optional(),
  creator: F.creator.optional(),
  /** Links by name (website, twitter, ...), each checked alone. */
  socials: z.record(z.string(), link).optional(),
  tags: z.array(L.tags).optional(),
  tokenomics: z.array(L.tokenomics).optional(),
  roadmap: z.array(L.roadmap).optional(),
  team: z.array(L.team).optional(),
});
export type TokenDocumentView = z.infer<typeof tokenDocumentSchema>;

/** The shape's link type, for socials (a record whose entries are checked one by one). */
export const TOKEN_DOCUMENT_LINK = link;
