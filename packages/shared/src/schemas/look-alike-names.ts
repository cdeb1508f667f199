/**
 * Token names and symbols that pass for something they are not. A token called "SOL" (or "SОL"
 * with a Cyrillic О, or "S0L", or "ＳＯＬ") is shown beside real SOL in wallets, pool lists and
 * explorers; hidden characters (zero-width, right-to-left overrides) make two different texts look
 * the same or reorder what is read; a symbol mixing alphabets is the usual way to build such a
 * twin. All three are refused at creation and metadata update.
 *
 * Written with Unicode property escapes and NFKC rather than a confusables table (UTS #39 data is
 * ~100 KB): this schema ships in the web app's bundle, and the mixed-script rule already catches
 * most single-letter swaps; the small fold below covers the letters of the names we protect.
 */
import { TEXTS } from '../texts.ts';

/** Controls, format characters (zero-width, bidi controls), separators other than space, private use, unassigned, and fillers that draw nothing. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800\u180E]/u;

/** Texts of the native asset: nobody but Solana issues these. */
const PROTECTED = new Set(['sol', 'wsol', 'solana', 'wrappedsol', 'wrappedsolana']);

/** Look-alikes of the protected letters that NFKC leaves apart (Cyrillic, Greek, Armenian, digits, signs). */
const FOLD: Record<string, string> = {
  '0': 'o',
  ο: 'o', // Greek omicron
  о: 'o', // Cyrillic o
  օ: 'o', // Armenian oh
  ᴏ: 'o',
  σ: 'o',
  '5': 's',
  $: 's',
  ѕ: 's', // Cyrillic dze
  ꜱ: 's',
  ʂ: 's',
  '1': 'l',
  i: 'l',
  '|': 'l',
  '!': 'l',
  ı: 'l',
  ι: 'l', // Greek iota
  ӏ: 'l', // Cyrillic palochka
  і: 'l', // Cyrillic i
  ǀ: 'l',
  ʟ: 'l',
  ɩ: 'l',
  а: 'a', // Cyrillic a
  α: 'a',
  ɑ: 'a',
  '@': 'a',
  ո: 'n', // Armenian vo
  п: 'n',
  η: 'n',
  ѡ: 'w',
  ԝ: 'w', // Cyrillic we
  ω: 'w',
  ɯ: 'w',
  ԁ: 'd',
  р: 'p',
  е: 'e',
  ε: 'e',
  г: 'r',
};

/** What a text reads as: compatibility forms unified, accents and separators dropped, look-alike letters folded. */
function skeleton(text: string): string {
  const plain = text.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  let out = '';
  for (const c of plain) {
    const folded = FOLD[c] ?? c;
    if (/[\p{L}\p{N}$@|!]/u.test(c)) out += folded;
  }
  return out;
}

/** True when the text reads as SOL, wSOL or Solana (see PROTECTED). */
export const imitatesSol = (text: string): boolean => PROTECTED.has(skeleton(text));

/** True when the text holds a character that draws nothing or changes the reading direction. */
export const hasHiddenCharacters = (text: string): boolean => HIDDEN.test(text);

/** Scripts a symbol's letters are written in; Japanese, Chinese and Korean each count as one. */
const SCRIPTS: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u],
];

/** True when a symbol's letters come from more than one script (digits and signs belong to every script). */
export function mixesScripts(text: string): boolean {
  const seen = new Set<string>();
  for (const c of text.normalize('NFKC')) {
    if (!/\p{L}/u.test(c)) continue;
    seen.add(SCRIPTS.find(([, re]) => re.test(c))?.[0] ?? `other:${c}`);
    if (seen.size > 1) return true;
  }
  return false;
}

/** Why a token name may not be used, or null when it may. */
export function nameRefusal(name: string): string | null {
  if (hasHiddenCharacters(name)) return TEXTS.tokenTextHiddenCharacters;
  if (imitatesSol(name)) return TEXTS.tokenNameImitatesSol;
  return null;
}

/** Why a token symbol may not be used, or null when it may. */
export function symbolRefusal(symbol: string): string | null {
  if (hasHiddenCharacters(symbol)) return TEXTS.tokenTextHiddenCharacters;
  if (mixesScripts(symbol)) return TEXTS.tokenSymbolMixedScripts;
  if (imitatesSol(symbol)) return TEXTS.tokenSymbolImitatesSol;
  return null;
}
