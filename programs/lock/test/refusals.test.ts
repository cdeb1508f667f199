import { AccountRole, address, generateKeyPairSigner, lamports, type Address, type Instruction } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { send } from '../../testing/svm.ts';
import { createMint, fundTokens, setUnixTimestamp, TOKEN_2022_PROGRAM_ADDRESS, tokenBalance } from '../../testing/tokens.ts';
import { getClaimInstruction, getCreateVestingEscrowInstruction, LOCK_PROGRAM_ADDRESS } from '../client/index.ts';
import { createEscrow, customCode, escrowAccounts, lockWorld, schedule, T0, type CreatedEscrow, type LockWorld } from './lock-kit.ts';

const U64_MAX = (1n << 64n) - 1n;

/** The instruction with account `index` replaced (address and/or role). */
function substitute(ix: Instruction, index: number, replacement: { address?: Address; role?: AccountRole }): Instruction {
  const accounts = [...(ix.accounts ?? [])];
  const original = accounts[index];
  const role = replacement.role ?? original.role;
  const keepsSigner = role === AccountRole.READONLY_SIGNER || role === AccountRole.WRITABLE_SIGNER;
  const next = { address: replacement.address ?? original.address, role } as (typeof accounts)[number] & { signer?: unknown };
  if (keepsSigner && 'signer' in original && replacement.address === undefined) next.signer = (original as { signer?: unknown }).signer;
  accounts[index] = next;
  return { ...ix, accounts };
}

function withData(ix: Instruction, data: Uint8Array): Instruction {
  return { ...ix, data };
}

async function claimInstruction(world: LockWorld, created: CreatedEscrow): Promise<Instruction> {
  return getClaimInstruction({
    escrow: created.escrow,
    escrowToken: created.escrowToken,
    recipient: world.recipient,
    recipientToken: await fundTokens(world.svm, world.mint, world.recipient.address, 0n),
    tokenProgram: world.mint.tokenProgram,
    eventAuthority: world.eventAuthority,
    maxAmount: U64_MAX,
  });
}

describe('create_vesting_escrow refusals', () => {
  const cases: [string, Parameters<typeof schedule>[0], number][] = [
    ['a frequency of zero', { frequency: 0n }, 6001],
    ['a cliff before the vesting start', { vestingStartTime: T0 + 200n, cliffTime: T0 + 100n }, 6009],
    ['an update recipient mode of 4', { updateRecipientMode: 4 }, 6003],
    ['a cancel mode of 4', { cancelMode: 4 }, 6004],
    ['amount per period × number of periods past u64', { amountPerPeriod: 1n << 32n, numberOfPeriod: 1n << 32n }, 6000],
    ['a cliff amount plus the periods past u64', { cliffUnlockAmount: U64_MAX, amountPerPeriod: 1n, numberOfPeriod: 1n }, 6000],
  ];
  for (const [what, overrides, code] of cases) {
    it(`Given ${what}, when the creator creates the escrow, then the program refuses with ${code} and no escrow exists`, async () => {
      const world = await lockWorld();
      const created = await createEscrow(world, schedule(overrides));
      expect(customCode(created.outcome)).toBe(code);
      expect(world.svm.getAccount(created.escrow).exists).toBe(false);
      expect(tokenBalance(world.svm, world.creatorToken)).toBe(1_000_000_000n);
    });
  }

  it('Given a schedule totalling exactly u64::MAX, when the creator holds that much, then the escrow is created with it', async () => {
    const world = await lockWorld({}, U64_MAX);
    const created = await createEscrow(world, schedule({ cliffUnlockAmount: U64_MAX - 3n, amountPerPeriod: 1n, numberOfPeriod: 3n }));
    expect(created.outcome.error).toBe('');
    expect(tokenBalance(world.svm, created.escrowToken)).toBe(U64_MAX);
  });

  const substitutions: [string, (ix: Instruction, world: LockWorld) => Promise<Instruction>, number][] = [
    ['a base that does not sign', async (ix) => substitute(ix, 0, { role: AccountRole.WRITABLE }), 3010],
    ['an escrow that is not the PDA of the base', async (ix) => substitute(ix, 1, { address: (await generateKeyPairSigner()).address }), 2006],
    ['an escrow token account of someone else', async (ix, world) => substitute(ix, 2, { address: world.creatorToken }), 2015],
    ['the Token-2022 program for a classic mint', async (ix) => substitute(ix, 6, { address: TOKEN_2022_PROGRAM_ADDRESS }), 3008],
    ['a system program that is not', async (ix) => substitute(ix, 7, { address: TOKEN_2022_PROGRAM_ADDRESS }), 3008],
    ['an event authority that is not the PDA', async (ix, world) => substitute(ix, 8, { address: world.creator.address }), 2006],
    ['a program account that is not the lock program', async (ix) => substitute(ix, 9, { address: TOKEN_2022_PROGRAM_ADDRESS }), 2012],
    ['a read-only sender token account', async (ix) => substitute(ix, 4, { role: AccountRole.READONLY }), 2000],
    ['truncated parameters', async (ix) => withData(ix, ix.data!.subarray(0, 20)), 102],
  ];
  for (const [what, change, code] of substitutions) {
    it(`Given ${what}, when the creator creates the escrow, then the program refuses with ${code}`, async () => {
      const world = await lockWorld();
      const accounts = await escrowAccounts(world);
      const ix = await change(getCreateVestingEscrowInstruction({ ...accounts, params: schedule() }), world);
      const outcome = await send(world.svm, world.creator, [ix]);
      expect(customCode(outcome)).toBe(code);
      expect(tokenBalance(world.svm, world.creatorToken)).toBe(1_000_000_000n);
    });
  }

  it('Given an escrow address someone pre-funded with lamports, when the creator creates the escrow, then it is created all the same', async () => {
    const world = await lockWorld();
    const accounts = await escrowAccounts(world);
    world.svm.airdrop(accounts.escrow, lamports(1_000_000n));
    const outcome = await send(world.svm, world.creator, [getCreateVestingEscrowInstruction({ ...accounts, params: schedule() })]);
    expect(outcome.error).toBe('');
    expect(tokenBalance(world.svm, accounts.escrowToken)).toBe(2_000n);
  });

  it('Given an escrow already created for a base, when the same base creates again, then the second create fails', async () => {
    const world = await lockWorld();
    const accounts = await escrowAccounts(world);
    expect((await send(world.svm, world.creator, [getCreateVestingEscrowInstruction({ ...accounts, params: schedule() })])).ok).toBe(true);
    const again = await send(world.svm, world.creator, [getCreateVestingEscrowInstruction({ ...accounts, params: schedule({ frequency: 11n }) })]);
    expect(again.ok).toBe(false);
    expect(tokenBalance(world.svm, accounts.escrowToken)).toBe(2_000n);
  });
});

describe('claim refusals and substituted accounts', () => {
  async function unlockedEscrow() {
    const world = await lockWorld();
    const created = await createEscrow(world, schedule());
    setUnixTimestamp(world.svm, T0 + 10_000n);
    return { world, created, ix: await claimInstruction(world, created) };
  }

  it('Given a fake escrow (the same bytes, owned by another program), when the recipient claims with it, then the program refuses with 3007', async () => {
    const { world, created, ix } = await unlockedEscrow();
    const real = world.svm.getAccount(created.escrow);
    if (!real.exists) throw new Error('no escrow');
    const fake = (await generateKeyPairSigner()).address;
    world.svm.setAccount({ ...real, address: fake, programAddress: address('11111111111111111111111111111111') });
    const outcome = await send(world.svm, world.recipient, [substitute(ix, 0, { address: fake })]);
    expect(customCode(outcome)).toBe(3007);
    expect(tokenBalance(world.svm, created.escrowToken)).toBe(2_000n);
  });

  it('Given an account of the lock program that is not an escrow, when the recipient claims with it, then the program refuses with 3002', async () => {
    const { world, created, ix } = await unlockedEscrow();
    const fake = (await generateKeyPairSigner()).address;
    world.svm.setAccount({
      address: fake,
      data: new Uint8Array(296),
      executable: false,
      lamports: lamports(10_000_000n),
      programAddress: LOCK_PROGRAM_ADDRESS,
      space: 296n,
    });
    expect(customCode(await send(world.svm, world.recipient, [substitute(ix, 0, { address: fake })]))).toBe(3002);
    expect(tokenBalance(world.svm, created.escrowToken)).toBe(2_000n);
  });

  it("Given a token account not owned by the escrow in the escrow token's place, when the recipient claims, then the program refuses with 2015", async () => {
    const { world, ix } = await unlockedEscrow();
    expect(customCode(await send(world.svm, world.recipient, [substitute(ix, 1, { address: world.creatorToken })]))).toBe(2015);
  });

  it("Given the escrow's token account of another mint, when the recipient claims with it, then the program refuses with 2009", async () => {
    const { world, created, ix } = await unlockedEscrow();
    const other = await createMint(world.svm, world.creator);
    const otherEscrowToken = await fundTokens(world.svm, other, created.escrow, 5_000n);
    const recipientOther = await fundTokens(world.svm, other, world.recipient.address, 0n);
    const outcome = await send(world.svm, world.recipient, [
      substitute(substitute(ix, 1, { address: otherEscrowToken }), 3, { address: recipientOther }),
    ]);
    expect(customCode(outcome)).toBe(2009);
    expect(tokenBalance(world.svm, otherEscrowToken)).toBe(5_000n);
  });

  it('Given the wrong token program, when the recipient claims, then the program refuses with 3008', async () => {
    const { world, ix } = await unlockedEscrow();
    expect(customCode(await send(world.svm, world.recipient, [substitute(ix, 4, { address: TOKEN_2022_PROGRAM_ADDRESS })]))).toBe(3008);
  });

  it("Given the escrow's own token account as the recipient's, when the recipient claims, then the program refuses with 6006", async () => {
    const { world, created, ix } = await unlockedEscrow();
    expect(customCode(await send(world.svm, world.recipient, [substitute(ix, 3, { address: created.escrowToken })]))).toBe(6006);
  });

  it('Given a recipient that does not sign, when a claim is sent, then the program refuses with 3010', async () => {
    const { world, ix } = await unlockedEscrow();
    expect(customCode(await send(world.svm, world.creator, [substitute(ix, 2, { role: AccountRole.WRITABLE })]))).toBe(3010);
  });

  it('Given a read-only escrow, when the recipient claims, then the program refuses with 2000', async () => {
    const { world, ix } = await unlockedEscrow();
    expect(customCode(await send(world.svm, world.recipient, [substitute(ix, 0, { role: AccountRole.READONLY })]))).toBe(2000);
  });

  it('Given a wrong event authority, when the recipient claims, then the program refuses with 2006', async () => {
    const { world, ix } = await unlockedEscrow();
    expect(customCode(await send(world.svm, world.recipient, [substitute(ix, 5, { address: world.creator.address })]))).toBe(2006);
  });

  it('Given the event instruction sent from outside (the event authority cannot sign), when it arrives, then the program refuses with 2002', async () => {
    const { world } = await unlockedEscrow();
    const ix: Instruction = {
      programAddress: LOCK_PROGRAM_ADDRESS,
      accounts: [{ address: world.eventAuthority, role: AccountRole.READONLY }],
      data: new Uint8Array([0xe4, 0x45, 0xa5, 0x2e, 0x51, 0xcb, 0x9a, 0x1d, 1, 2, 3]),
    };
    expect(customCode(await send(world.svm, world.creator, [ix]))).toBe(2002);
  });

  it('Given an unknown or missing discriminator, when sent, then the program refuses with 101 or 100', async () => {
    const { world, ix } = await unlockedEscrow();
    expect(customCode(await send(world.svm, world.recipient, [withData(ix, new Uint8Array(16))]))).toBe(101);
    expect(customCode(await send(world.svm, world.recipient, [withData(ix, new Uint8Array(3))]))).toBe(100);
  });

  it('Given too few accounts, when the recipient claims, then the program refuses with 3005', async () => {
    const { world, ix } = await unlockedEscrow();
    expect(customCode(await send(world.svm, world.recipient, [{ ...ix, accounts: ix.accounts!.slice(0, 4) }]))).toBe(3005);
  });
});
