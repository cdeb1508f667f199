import { describe, expect, it } from 'vitest';
import { normaliseSocialLink } from './social-link.ts';
import { createTokenFieldsSchema } from './token-lifecycle.ts';

describe('social links as people type them', () => {
  it('Given "@handle" on a network with profiles, when normalised, then it is the profile address', () => {
    expect(normaliseSocialLink('twitter', '@moon_coin')).toBe('https://x.com/moon_coin');
    expect(normaliseSocialLink('telegram', ' @mooncoin ')).toBe('https://t.me/mooncoin');
    expect(normaliseSocialLink('youtube', '@moon')).toBe('https://www.youtube.com/@moon');
  });

  it('Given a host without a scheme, when normalised, then https:// is put in front; full URLs and other text stay as typed', () => {
    expect(normaliseSocialLink('website', 'site.xyz')).toBe('https://site.xyz');
    expect(normaliseSocialLink('discord', 'discord.gg/abc')).toBe('https://discord.gg/abc');
    expect(normaliseSocialLink('website', 'http://site.xyz/a')).toBe('http://site.xyz/a');
    expect(normaliseSocialLink('website', '@site')).toBe('@site');
    expect(normaliseSocialLink('website', 'not a site')).toBe('not a site');
  });

  it('Given the creation form, when social fields hold "@handle" and "site.xyz", then they validate as the normalised URLs', () => {
    const r = createTokenFieldsSchema.safeParse({
      name: 'Moon',
      symbol: 'MOON',
      decimals: '6',
      initialMint: '1',
      twitter: '@moon',
      website: 'site.xyz',
    });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ twitter: 'https://x.com/moon', website: 'https://site.xyz' });
  });
});
