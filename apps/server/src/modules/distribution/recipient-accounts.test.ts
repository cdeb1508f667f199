/**
 * Recipients that are not wallets, on the real local chain: a program, a sysvar, a mint and the
 * source itself can hold a payment but nobody can spend it, so each is refused on its own line
 * before anything is sent.
 */
import { address, generateKeyPair, getAddressFromPublicKey } from '@solana/kit';
import { TEXTS } from '@toolkit/shared';
import { describe, expect, it } from 'vitest';
import { createTestToken } from '../../../test/chain-kit.ts';
import { airdrop, signIn, testDatabases, useChainApp } from '../../../test/helpers.ts';

const SOL = 1_000_000_000n;
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const RENT_SYSVAR = 'SysvarRent111111111111111111111111111111111';
const CLOCK_SYSVAR = 'SysvarC1ock11111111111111111111111111111111';

describe.each(testDatabases())('distribution recipients that are not wallets on $name', (database) => {
  const world = useChainApp(database);

  const { api } = world;
  const lamports = async (a: string) => (await world.rpc.getBalance(address(a), { commitment: 'confirmed' }).send()).value;

  async function givenSender() {
    const who = await signIn(world.t.app);
    const admin: string = (await api(who, 'GET', '/wallet/fetch')).body.data.adminWallet.address;
    await airdrop(world.chain.rpcUrl, admin, 5n * SOL);
    await airdrop(world.chain.rpcUrl, who.wallet.address, 2n * SOL);
    const mint = await createTestToken(world.chain.rpcUrl, who.wallet, 0, 1_000n);
    const wallet = await getAddressFromPublicKey((await generateKeyPair()).publicKey);
    return { who, admin, mint, wallet };
  }

  it('Given SOL recipients that are the System Program, the Token program, two sysvars, a mint and the source itself, when validated and started, then each line is refused on its address, only the wallet stays, and nothing is paid', async () => {
    const { who, admin, mint, wallet } = await givenSender();
    const recipients = [SYSTEM_PROGRAM, TOKEN_PROGRAM, RENT_SYSVAR, CLOCK_SYSVAR, mint, admin, wallet].map((a) => `${a},0.01`).join('\n');
    const source = { type: 'custodial', address: admin };
    const before = await Promise.all([TOKEN_PROGRAM, mint].map(lamports));

    const dry = await api(who, 'POST', '/distribution/validate', { mint: 'SOL', recipients, source });
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([
      { line: 1, field: 'address', message: TEXTS.distributionRecipientProgram },
      { line: 2, field: 'address', message: TEXTS.distributionRecipientProgram },
      { line: 3, field: 'address', message: TEXTS.distributionRecipientSysvar },
      { line: 4, field: 'address', message: TEXTS.distributionRecipientSysvar },
      { line: 5, field: 'address', message: TEXTS.distributionRecipientMint },
      { line: 6, field: 'address', message: TEXTS.distributionRecipientIsSource },
    ]);
    expect(dry.body.rows.map((r: { address: string }) => r.address)).toEqual([wallet]);

    const start = await api(who, 'POST', '/distribution', { mint: 'SOL', recipients, source });
    expect(start).toMatchObject({ status: 400, body: { code: 'DISTRIBUTION_INVALID_RECIPIENTS', field: 'recipients' } });
    expect((await api(who, 'GET', '/distribution')).body.jobs).toEqual([]);
    expect(await Promise.all([TOKEN_PROGRAM, mint].map(lamports))).toEqual(before);
    expect(await lamports(wallet)).toBe(0n);
  });

  it('Given token recipients that are the System Program, a sysvar and the connected wallet sending them, when validated, then each line is refused on its address', async () => {
    const { who, mint, wallet } = await givenSender();
    const recipients = [SYSTEM_PROGRAM, RENT_SYSVAR, who.wallet.address, wallet].map((a) => `${a},1`).join('\n');
    const dry = await api(who, 'POST', '/distribution/validate', { mint, recipients, source: { type: 'phantom' } });
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([
      { line: 1, field: 'address', message: TEXTS.distributionRecipientProgram },
      { line: 2, field: 'address', message: TEXTS.distributionRecipientSysvar },
      { line: 3, field: 'address', message: TEXTS.distributionRecipientIsSource },
    ]);
    expect(dry.body.totals).toMatchObject({ recipients: 1 });
  });
});
