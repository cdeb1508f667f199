import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts.ts';
import { createTokenFieldsSchema, updateMetadataFieldsSchema } from './token-lifecycle.ts';

const base = { name: 'Rocket Jet', symbol: 'RJ', decimals: '6', initialMint: '1000' };
/** The field and message of the first refusal, or null when the form passes. */
function refusal(schema: typeof createTokenFieldsSchema | typeof updateMetadataFieldsSchema, fields: Record<string, string>) {
  const r = schema.safeParse(fields);
  return r.success ? null : { field: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
}

describe('look-alike token names and symbols', () => {
  it.each([
    ['SOL', TEXTS.tokenSymbolImitatesSol],
    ['sol', TEXTS.tokenSymbolImitatesSol],
    ['wSOL', TEXTS.tokenSymbolImitatesSol],
    ['S0L', TEXTS.tokenSymbolImitatesSol],
    ['ＳＯＬ', TEXTS.tokenSymbolImitatesSol],
    ['\u0405\u041EL', TEXTS.tokenSymbolMixedScripts],
    ['S\u041EL', TEXTS.tokenSymbolMixedScripts],
    ['\u0455\u043E\u04CF', TEXTS.tokenSymbolImitatesSol],
    ['S\u200BOL', TEXTS.tokenTextHiddenCharacters],
    ['\u202EJR', TEXTS.tokenTextHiddenCharacters],
    ['RJ\u2066', TEXTS.tokenTextHiddenCharacters],
  ])('Given the symbol %j, when the creation form is checked, then the symbol field is refused', (symbol, message) => {
    expect(refusal(createTokenFieldsSchema, { ...base, symbol })).toEqual({ field: 'symbol', message });
  });

  it.each([
    ['Solana', TEXTS.tokenNameImitatesSol],
    ['SOL', TEXTS.tokenNameImitatesSol],
    ['Wrapped SOL', TEXTS.tokenNameImitatesSol],
    ['S\u043Elana', TEXTS.tokenNameImitatesSol],
    ['Rocket\u200DJet', TEXTS.tokenTextHiddenCharacters],
  ])('Given the name %j, when the creation form is checked, then the name field is refused', (name, message) => {
    expect(refusal(createTokenFieldsSchema, { ...base, name })).toEqual({ field: 'name', message });
  });

  it('Given a metadata update renaming a token to Solana or its symbol to a Cyrillic SОL, when checked, then each field is refused', () => {
    expect(refusal(updateMetadataFieldsSchema, { name: 'Solana' })).toEqual({ field: 'name', message: TEXTS.tokenNameImitatesSol });
    expect(refusal(updateMetadataFieldsSchema, { symbol: 'S\u041EL' })).toEqual({ field: 'symbol', message: TEXTS.tokenSymbolMixedScripts });
    expect(refusal(updateMetadataFieldsSchema, { symbol: 'SOL' })).toEqual({ field: 'symbol', message: TEXTS.tokenSymbolImitatesSol });
  });

  it.each([
    ['Solana Dog', 'SDOG'],
    ['Solar', 'SOLR'],
    ['Ракета', 'РКТ'],
    ['ロケット', 'ロケット'],
    ['Rocket 2', 'RJ2'],
    ['Éclair', 'ÉCL'],
    ['Bonk', 'BONK'],
  ])('Given the ordinary name %j and symbol %j, when checked, then they pass', (name, symbol) => {
    expect(refusal(createTokenFieldsSchema, { ...base, name, symbol })).toBeNull();
    expect(refusal(updateMetadataFieldsSchema, { name, symbol })).toBeNull();
  });
});
