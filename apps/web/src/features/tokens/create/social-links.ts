/**
 * The social links of Create Token as typed: "@handle" and "site.xyz" become the URLs they stand
 * for (the shared normaliser the API applies too), and what still is no http(s) URL gets its
 * error under its own field.
 */
import { httpUrl, normaliseSocialLink, SOCIAL_FIELDS, TEXTS, type SocialField } from '@toolkit/shared';

export type SocialValues = Record<SocialField, string>;

/** What each field accepts besides a full URL. */
export const SOCIAL_PLACEHOLDERS: Record<SocialField, string> = Object.fromEntries(
  SOCIAL_FIELDS.map((f) => [f, f === 'website' || f === 'discord' ? 'site.xyz or https://…' : '@handle or https://…']),
) as Record<SocialField, string>;

export function socialLinks(typed: SocialValues): { values: SocialValues; errors: Partial<Record<SocialField, string>> } {
  const values = { ...typed };
  const errors: Partial<Record<SocialField, string>> = {};
  for (const f of SOCIAL_FIELDS) {
    values[f] = normaliseSocialLink(f, typed[f]);
    if (values[f] && !httpUrl.safeParse(values[f]).success) errors[f] = TEXTS.invalidUrl;
  }
  return { values, errors };
}
