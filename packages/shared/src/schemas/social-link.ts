/**
 * A social link as people type it: "@handle" on a network with profile pages becomes that
 * profile's address, and "site.xyz" (a host without a scheme) becomes "https://site.xyz". Anything
 * else is left as typed, for the URL check to judge.
 */
import type { SocialField } from './token-lifecycle.ts';

const PROFILES: Partial<Record<SocialField, (handle: string) => string>> = {
  twitter: (h) => `https://x.com/${h}`,
  telegram: (h) => `https://t.me/${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  medium: (h) => `https://medium.com/@${h}`,
  github: (h) => `https://github.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  reddit: (h) => `https://www.reddit.com/user/${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
};

const HANDLE = /^@([A-Za-z0-9_.-]{1,64})$/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A host with a dot and a top-level name of letters, optionally a path: "site.xyz", "t.me/group". */
const BARE_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;

export function normaliseSocialLink(field: SocialField, raw: string): string {
  const value = raw.trim();
  const handle = HANDLE.exec(value);
  const profile = PROFILES[field];
  if (handle && profile) return profile(handle[1]!);
  if (!HAS_SCHEME.test(value) && BARE_HOST.test(value)) return `https://${value}`;
  return value;
}
