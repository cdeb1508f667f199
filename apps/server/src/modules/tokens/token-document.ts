/**
 * The off-chain metadata document a token's uri points at. Wallets and explorers read name,
 * symbol, description, image and external_url; the token page reads the rest (socials, creator,
 * tags, tokenomics, roadmap, team, video, cover).
 */
import { SOCIAL_FIELDS, type RoadmapStage, type SocialField, type TeamMember, type TokenomicsEntry } from '@toolkit/shared';

/** The creator shown when the form's custom creator info is off (spec 3: the product itself). */
export const DEFAULT_CREATOR_NAME = 'Token Toolkit';

export interface TokenDocument {
  name: string;
  symbol: string;
  description: string;
  image?: string;
  external_url?: string;
  socials: Partial<Record<SocialField, string>>;
  creator: { name: string; site: string };
  tags: string[];
  tokenomics: TokenomicsEntry[];
  roadmap: RoadmapStage[];
  team: Array<TeamMember & { avatar?: string }>;
  video?: string;
  cover?: string;
}

export function socialsOf(fields: Partial<Record<SocialField, string | undefined>>): Partial<Record<SocialField, string>> {
  const out: Partial<Record<SocialField, string>> = {};
  for (const f of SOCIAL_FIELDS) if (fields[f]) out[f] = fields[f];
  return out;
}

/** Drops undefined values so the published JSON has no empty keys. */
export function cleanDocument(d: TokenDocument): TokenDocument {
  return JSON.parse(JSON.stringify(d)) as TokenDocument;
}
