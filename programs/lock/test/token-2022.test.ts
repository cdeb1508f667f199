import { extension } from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import { send } from '../../testing/svm.ts';
import { setUnixTimestamp, tokenBalance } from '../../testing/tokens.ts';
import { getCreateVestingEscrowV2Instruction, MEMO_PROGRAM_ADDRESS } from '../client/index.ts';
import { claim, createEscrow, customCode, escrowAccounts, lockWorld, readEscrow, recipientTokenOf, schedule, T0 } from './lock-kit.ts';

const SUPPLY = 1_000_000_000n;
/** A Token-2022 mint with only an extension on Jupiter Lock's list (the kit's extension-less Token-2022 mint does not initialize). */
const plain2022 = { extensions: [extension('MintCloseAuthority', { closeAuthority: MEMO_PROGRAM_ADDRESS })] };

describe('create_vesting_escrow_v2 and claim_v2', () => {
  it('Given a classic mint, when the creator creates with v2 and the recipient claims with v2, then the schedule pays as with v1 and the flag says SPL Token', async () => {
    const world = await lockWorld();
    const created = await createEscrow(world, schedule(), { v2: true });
    expect(created.outcome.error, created.outcome.logs.join('\n')).toBe('');
    expect(readEscrow(world, created.escrow).tokenProgramFlag).toBe(0);
    setUnixTimestamp(world.svm, T0 + 110n);
    expect((await claim(world, created, { v2: true })).error).toBe('');
    expect(tokenBalance(world.svm, await recipientTokenOf(world))).toBe(1_100n);
  });

  it('Given a Token-2022 mint (close authority only), when created and claimed with v2, then the escrow holds the total, the flag says Token-2022 and the claim pays', async () => {
    const world = await lockWorld(plain2022);
    const created = await createEscrow(world, schedule(), { v2: true });
    expect(created.outcome.error, created.outcome.logs.join('\n')).toBe('');
    expect(readEscrow(world, created.escrow).tokenProgramFlag).toBe(1);
    expect(tokenBalance(world.svm, created.escrowToken)).toBe(2_000n);
    setUnixTimestamp(world.svm, T0 + 10_000n);
    expect((await claim(world, created, { v2: true })).error).toBe('');
    expect(tokenBalance(world.svm, await recipientTokenOf(world))).toBe(2_000n);
  });

  it('Given a 1% transfer-fee mint, when the creator creates, then the sender pays the total plus the inverse fee (2,021) and the escrow receives exactly 2,000', async () => {
    const world = await lockWorld({ transferFee: { basisPoints: 100, maximumFee: 1_000_000n } });
    const created = await createEscrow(world, schedule(), { v2: true });
    expect(created.outcome.error, created.outcome.logs.join('\n')).toBe('');
    expect(tokenBalance(world.svm, world.creatorToken)).toBe(SUPPLY - 2_021n);
    expect(tokenBalance(world.svm, created.escrowToken)).toBe(2_000n);
  });

  it('Given a 1% transfer-fee escrow at its cliff, when the recipient claims, then 1,000 leaves the escrow and the recipient receives 990 (the fee is theirs to bear)', async () => {
    const world = await lockWorld({ transferFee: { basisPoints: 100, maximumFee: 1_000_000n } });
    const created = await createEscrow(world, schedule(), { v2: true });
    setUnixTimestamp(world.svm, T0 + 100n);
    expect((await claim(world, created, { v2: true })).error).toBe('');
    expect(tokenBalance(world.svm, created.escrowToken)).toBe(1_000n);
    expect(tokenBalance(world.svm, await recipientTokenOf(world))).toBe(990n);
    expect(readEscrow(world, created.escrow).totalClaimedAmount).toBe(1_000n);
  });

  it('Given a 5% fee capped at 7, when the creator creates, then the deposit adds only the cap (2,007)', async () => {
    const world = await lockWorld({ transferFee: { basisPoints: 500, maximumFee: 7n } });
    const created = await createEscrow(world, schedule(), { v2: true });
    expect(created.outcome.error).toBe('');
    expect(tokenBalance(world.svm, world.creatorToken)).toBe(SUPPLY - 2_007n);
    expect(tokenBalance(world.svm, created.escrowToken)).toBe(2_000n);
  });

  it('Given a Token-2022 mint, when the creator uses v1, then the program refuses (3007: v1 takes SPL Token accounts only)', async () => {
    const world = await lockWorld(plain2022);
    const created = await createEscrow(world, schedule());
    expect(customCode(created.outcome)).toBe(3007);
  });

  it('Given a Token-2022 escrow, when the recipient claims with v1, then the program refuses with 3007', async () => {
    const world = await lockWorld(plain2022);
    const created = await createEscrow(world, schedule(), { v2: true });
    setUnixTimestamp(world.svm, T0 + 10_000n);
    expect(customCode(await claim(world, created))).toBe(3007);
    expect(tokenBalance(world.svm, created.escrowToken)).toBe(2_000n);
  });

  it('Given a Token-2022 mint, when v2 is sent with the SPL Token program, then the program refuses with 2023', async () => {
    const world = await lockWorld(plain2022);
    const accounts = await escrowAccounts(world);
    const ix = getCreateVestingEscrowV2Instruction({
      ...accounts,
      tokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as never,
      params: schedule(),
    });
    expect(customCode(await send(world.svm, world.creator, [ix]))).toBe(2023);
  });

  it('Given a non-transferable mint (an extension outside the list), when the creator creates with v2, then the program refuses with 6014', async () => {
    const world = await lockWorld({ extensions: [extension('NonTransferable', {})] });
    const created = await createEscrow(world, schedule(), { v2: true });
    expect(customCode(created.outcome)).toBe(6014);
  });

  it('Given a mint with a transfer hook, when the creator creates with v2, then the program refuses with 6018 (hooks are not forwarded)', async () => {
    const world = await lockWorld();
    const hooked = await lockWorld({
      extensions: [extension('TransferHook', { authority: world.creator.address, programId: MEMO_PROGRAM_ADDRESS })],
    });
    const created = await createEscrow(hooked, schedule(), { v2: true });
    expect(customCode(created.outcome)).toBe(6018);
  });

  const slices: [string, { accountsType: number; length: number }[], number, number][] = [
    ['hook accounts for a mint without a hook', [{ accountsType: 0, length: 1 }], 1, 6018],
    ['a slice of an unknown type', [{ accountsType: 7, length: 0 }], 0, 6015],
    ['a slice longer than the accounts passed', [{ accountsType: 0, length: 2 }], 0, 6016],
  ];
  for (const [what, described, passed, code] of slices) {
    it(`Given ${what}, when the creator creates with v2, then the program refuses with ${code}`, async () => {
      const world = await lockWorld(plain2022);
      const ix = getCreateVestingEscrowV2Instruction({
        ...(await escrowAccounts(world)),
        params: schedule(),
        remainingAccountsInfo: { slices: described },
        remainingAccounts: Array.from({ length: passed }, () => world.creator.address),
      });
      expect(customCode(await send(world.svm, world.creator, [ix]))).toBe(code);
    });
  }

  it('Given a v2 escrow, when the recipient claims with another mint in the mint account, then the program refuses with 2001 (has_one token_mint)', async () => {
    const world = await lockWorld(plain2022);
    const created = await createEscrow(world, schedule(), { v2: true });
    const other = await lockWorld(plain2022);
    setUnixTimestamp(world.svm, T0 + 10_000n);
    const outcome = await claim({ ...world, mint: { ...world.mint, address: other.mint.address } }, created, {
      v2: true,
      recipientToken: await recipientTokenOf(world),
    });
    expect(customCode(outcome)).toBe(2001);
  });
});
