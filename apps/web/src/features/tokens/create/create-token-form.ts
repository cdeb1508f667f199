/**
 * Create Token as one form: every field, toggle, list and file is a value of one react-hook-form,
 * checked by the shared schema the API parses (`createTokenFieldsSchema`), so a wrong field is
 * named under itself with the server's own words, "@handle" and "site.xyz" are normalised by the
 * same rule, and a refusal from the server lands on the same field.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  createTokenFieldsSchema,
  normaliseSocialLink,
  SOCIAL_FIELDS,
  TEXTS,
  type RoadmapStage,
  type SocialField,
  type TokenomicsEntry,
} from '@toolkit/shared';
import type { TeamMemberDraft } from './TeamEditor.tsx';
import { checkExtensions, NO_EXTENSIONS, type ExtensionDraft } from './TokenExtensionsSection.tsx';

/** The sections a toggle opens (a closed one sends nothing) and the authorities revoked at creation. */
export interface Sections {
  creator: boolean;
  socials: boolean;
  video: boolean;
  cover: boolean;
  team: boolean;
  tokenomics: boolean;
  roadmap: boolean;
  revokeFreeze: boolean;
  revokeMint: boolean;
  revokeUpdate: boolean;
}

export interface CreateTokenForm {
  name: string;
  symbol: string;
  decimals: string;
  initialMint: string;
  description: string;
  tags: string[];
  image: File | null;
  on: Sections;
  creatorName: string;
  creatorWebsite: string;
  socials: Record<SocialField, string>;
  youtubeVideo: string;
  cover: File | null;
  coverImageURL: string;
  team: TeamMemberDraft[];
  tokenomics: TokenomicsEntry[];
  roadmap: RoadmapStage[];
  extensions: ExtensionDraft;
}

export const EMPTY_FORM: CreateTokenForm = {
  name: '',
  symbol: '',
  decimals: '9',
  initialMint: '',
  description: '',
  tags: [],
  image: null,
  on: {
    creator: false,
    socials: false,
    video: false,
    cover: false,
    team: false,
    tokenomics: false,
    roadmap: false,
    revokeFreeze: false,
    revokeMint: false,
    revokeUpdate: false,
  },
  creatorName: '',
  creatorWebsite: '',
  socials: Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, ''])) as Record<SocialField, string>,
  youtubeVideo: '',
  cover: null,
  coverImageURL: '',
  team: [],
  tokenomics: [],
  roadmap: [],
  extensions: NO_EXTENSIONS,
};

/** The request's field names (what the schema and the server name) to the form's own. */
export const REQUEST_FIELDS: Record<string, string> = {
  name: 'name',
  symbol: 'symbol',
  decimals: 'decimals',
  initialMint: 'initialMint',
  description: 'description',
  tags: 'tags',
  creatorName: 'creatorName',
  creatorWebsite: 'creatorWebsite',
  youtubeVideo: 'youtubeVideo',
  coverImageURL: 'coverImageURL',
  team: 'team',
  tokenomics: 'tokenomics',
  roadmap: 'roadmap',
  image: 'image',
  coverImage: 'cover',
  ...Object.fromEntries(SOCIAL_FIELDS.map((f) => [f, `socials.${f}`])),
};

/**
 * The text fields the request carries, as the server reads them from the multipart body: closed
 * sections send nothing, lists go as JSON, social links normalised. Extensions only when they read
 * (their section names its own problem).
 */
export function requestFields(v: CreateTokenForm): Record<string, string> {
  const out: Record<string, string> = {
    name: v.name,
    symbol: v.symbol,
    decimals: v.decimals,
    initialMint: v.initialMint,
    description: v.description,
    revokeFreeze: String(v.on.revokeFreeze),
    revokeMint: String(v.on.revokeMint),
    revokeUpdate: String(v.on.revokeUpdate),
  };
  const checked = checkExtensions(v.extensions, v.on.revokeFreeze);
  if (!('message' in checked) && Object.keys(checked.extensions).length) out.extensions = JSON.stringify(checked.extensions);
  if (v.on.creator) {
    out.creatorName = v.creatorName.trim();
    out.creatorWebsite = normaliseSocialLink('website', v.creatorWebsite);
  }
  if (v.on.socials) for (const f of SOCIAL_FIELDS) if (v.socials[f].trim()) out[f] = normaliseSocialLink(f, v.socials[f]);
  if (v.on.video && v.youtubeVideo.trim()) out.youtubeVideo = v.youtubeVideo.trim();
  if (v.on.cover && !v.cover && v.coverImageURL.trim()) out.coverImageURL = v.coverImageURL.trim();
  if (v.tags.length) out.tags = JSON.stringify(v.tags);
  if (v.on.team && v.team.length)
    out.team = JSON.stringify(v.team.map(({ avatar: _avatar, ...m }) => Object.fromEntries(Object.entries(m).filter(([, x]) => x !== ''))));
  if (v.on.tokenomics && v.tokenomics.length) out.tokenomics = JSON.stringify(v.tokenomics);
  if (v.on.roadmap && v.roadmap.length) out.roadmap = JSON.stringify(v.roadmap);
  return out;
}

/** Sets `message` at a dotted path of a react-hook-form errors object, keeping the first one per field. */
function put(errors: Record<string, unknown>, path: string, message: string) {
  const keys = path.split('.');
  let node = errors;
  for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
  const last = keys[keys.length - 1]!;
  node[last] ??= { type: 'schema', message };
}

/**
 * The form's one check: the shared schema over what would be sent, each issue put on the form
 * field it concerns (an extension's issue is left to the extensions section), plus the creator
 * section's own rule (a name or a site once it is on).
 */
export const createTokenResolver: Resolver<CreateTokenForm> = async (values) => {
  const errors: Record<string, unknown> = {};
  const parsed = createTokenFieldsSchema.safeParse(requestFields(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = REQUEST_FIELDS[String(issue.path[0])];
      if (field) put(errors, field, issue.message);
    }
  }
  if (values.on.creator && !values.creatorName.trim() && !values.creatorWebsite.trim()) put(errors, 'creatorName', TEXTS.fillAllFields);
  return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<CreateTokenForm> } : { values, errors: {} };
};
