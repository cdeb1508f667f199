/**
 * The trading page reads a token's metadata document, which anyone can write: a token made
 * elsewhere may name any uri, and its document any shape. Only what has the expected shape is
 * kept, field by field and item by item, so a stray number where a name belongs drops that one
 * item instead of breaking the page.
 */

export interface TokenDocument {
  description?: string;
  image?: string;
  cover?: string;
  video?: string;
  external_url?: string;
  socials?: Record<string, string>;
  creator?: { name?: string; site?: string };
  tags?: string[];
  tokenomics?: { title: string; percentage: number }[];
  roadmap?: { id: number; title: string; description?: string; percentage: number }[];
  team?: { id: number; name: string; jobTitle: string; avatar?: string }[];
}

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const finite = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const percentage = (v: unknown): number | undefined => {
  const n = finite(v);
  return n === undefined ? undefined : Math.min(100, Math.max(0, n));
};

/** Keeps the items `read` accepts; a list that is not an array is no list. */
function listOf<T>(v: unknown, read: (item: Loose, index: number) => T | undefined): T[] | undefined {
  if (!Array.isArray(v)) return undefined;
  return v.flatMap((item, index) => {
    const kept = isObject(item) ? read(item, index) : undefined;
    return kept === undefined ? [] : [kept];
  });
}

export function readTokenDocument(raw: unknown): TokenDocument {
  if (!isObject(raw)) return {};
  const socials = isObject(raw.socials)
    ? Object.fromEntries(Object.entries(raw.socials).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : undefined;
  const creator = isObject(raw.creator) ? { name: text(raw.creator.name), site: text(raw.creator.site) } : undefined;
  return {
    description: text(raw.description),
    image: text(raw.image),
    cover: text(raw.cover),
    video: text(raw.video),
    external_url: text(raw.external_url),
    socials,
    creator,
    tags: Array.isArray(raw.tags) ? [...new Set(raw.tags.filter((t): t is string => typeof t === 'string'))] : undefined,
    tokenomics: listOf(raw.tokenomics, (t) => {
      const title = text(t.title);
      const share = percentage(t.percentage);
      return title !== undefined && share !== undefined ? { title, percentage: share } : undefined;
    }),
    // Keys come from the position when an id is missing or repeated, so React never sees two alike.
    roadmap: listOf(raw.roadmap, (s, index) => {
      const title = text(s.title);
      const share = percentage(s.percentage);
      return title !== undefined && share !== undefined ? { id: index, title, description: text(s.description), percentage: share } : undefined;
    }),
    team: listOf(raw.team, (m, index) => {
      const name = text(m.name);
      return name ? { id: index, name, jobTitle: text(m.jobTitle) ?? '', avatar: text(m.avatar) } : undefined;
    }),
  };
}
