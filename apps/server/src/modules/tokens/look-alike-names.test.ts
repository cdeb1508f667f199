/**
 * Tokens passing for SOL, through the API on the real chain: a creation or a metadata update whose
 * name or symbol reads as SOL, hides characters or mixes alphabets is refused on that field, and
 * nothing is stored or prepared for the wallet.
 */
import { readdir } from 'node:fs/promises';
import { TEXTS } from '@toolkit/shared';
import { describe, expect, it } from 'vitest';
import { call, recordedTransactions, testDatabases, type SignedIn } from '../../../test/helpers.ts';
import { multipart, useTokenKit } from '../../../test/token-kit.ts';
import { filesDirOf } from '../files/index.ts';

describe.each(testDatabases())('look-alike token names on $name', (database) => {
  const { world, user, createToken } = useTokenKit(database);

  const stored = async () => (await readdir(filesDirOf(world.t.config.dataDir)).catch(() => [] as string[])).sort();
  const prepared = (who: SignedIn) => recordedTransactions(world.t.app, who);
  const post = async (who: SignedIn, url: string, fields: Record<string, string>) =>
    call(world.t.app, { method: 'POST', url, token: who.token, ...(await multipart(fields)) });

  it('Given a creation form whose symbol is SOL, a Cyrillic SОL, or hides a zero-width space, when posted, then each is refused on the symbol field with nothing stored or prepared', async () => {
    const alice = await user();
    const [files, transactions] = [await stored(), await prepared(alice)];
    const form = { name: 'Rocket Jet', decimals: '6', initialMint: '1000' };

    const refusals = [];
    for (const symbol of ['SOL', 'S\u041EL', 'R\u200BJ']) refusals.push(await post(alice, '/api/token/create', { ...form, symbol }));
    const named = await post(alice, '/api/token/create', { ...form, symbol: 'RJ', name: 'Solana' });

    expect(refusals.map((r) => [r.status, r.body.code, r.body.field, r.body.message])).toEqual([
      [400, 'VALIDATION_FAILED', 'symbol', TEXTS.tokenSymbolImitatesSol],
      [400, 'VALIDATION_FAILED', 'symbol', TEXTS.tokenSymbolMixedScripts],
      [400, 'VALIDATION_FAILED', 'symbol', TEXTS.tokenTextHiddenCharacters],
    ]);
    expect(named).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'name', message: TEXTS.tokenNameImitatesSol } });
    expect([await stored(), await prepared(alice)]).toEqual([files, transactions]);
  });

  it('Given a token of mine, when I update its metadata to the symbol wSOL or the name Solana, then each is refused on its field with nothing stored or prepared', async () => {
    const alice = await user();
    const mint = await createToken(alice);
    const [files, transactions] = [await stored(), await prepared(alice)];

    const symbol = await post(alice, `/api/token/update-metadata/${mint}`, { symbol: 'wSOL' });
    const name = await post(alice, `/api/token/update-metadata/${mint}`, { name: 'Solana' });

    expect(symbol).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'symbol', message: TEXTS.tokenSymbolImitatesSol } });
    expect(name).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'name', message: TEXTS.tokenNameImitatesSol } });
    expect([await stored(), await prepared(alice)]).toEqual([files, transactions]);
  });
});
