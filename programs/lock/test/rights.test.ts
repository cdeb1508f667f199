import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { fundedSigner, send } from '../../testing/svm.ts';
import { fundTokens, setUnixTimestamp, tokenBalance } from '../../testing/tokens.ts';
import { getCancelVestingEscrowInstruction, getUpdateVestingEscrowRecipientInstruction, LOCK_RIGHTS, type LockRight } from '../client/index.ts';
import { cancel, claim, createEscrow, customCode, lockWorld, readEscrow, recipientTokenOf, schedule, T0, type LockWorld } from './lock-kit.ts';

const SUPPLY = 1_000_000_000n;

type Actor = 'creator' | 'recipient' | 'stranger';

async function actor(world: LockWorld, who: Actor, stranger: KeyPairSigner): Promise<KeyPairSigner> {
  return who === 'creator' ? world.creator : who === 'recipient' ? world.recipient : stranger;
}

const allowed: Record<LockRight, Actor[]> = {
  none: [],
  creator: ['creator'],
  recipient: ['recipient'],
  both: ['creator', 'recipient'],
};

describe('cancel_vesting_escrow', () => {
  for (const right of Object.keys(LOCK_RIGHTS) as LockRight[]) {
    for (const who of ['creator', 'recipient', 'stranger'] as Actor[]) {
      const may = allowed[right].includes(who);
      it(`Given cancel mode "${right}", when the ${who} cancels two and a half periods after the cliff, then ${may ? 'the recipient gets the unlocked 1,200 and the creator the other 800' : 'the program refuses with 6005 and nothing moves'}`, async () => {
        const world = await lockWorld();
        const created = await createEscrow(world, schedule({ cancelMode: LOCK_RIGHTS[right] }));
        setUnixTimestamp(world.svm, T0 + 125n);
        const signer = await actor(world, who, await fundedSigner(world.svm));
        const outcome = await cancel(world, created, signer);
        if (!may) {
          expect(customCode(outcome)).toBe(6005);
          expect(tokenBalance(world.svm, created.escrowToken)).toBe(2_000n);
          expect(readEscrow(world, created.escrow).cancelledAt).toBe(0n);
          return;
        }
        expect(outcome.error, outcome.logs.join('\n')).toBe('');
        expect(tokenBalance(world.svm, await recipientTokenOf(world))).toBe(1_200n);
        expect(tokenBalance(world.svm, world.creatorToken)).toBe(SUPPLY - 1_200n);
        expect(world.svm.getAccount(created.escrowToken).exists).toBe(false);
        expect(readEscrow(world, created.escrow).cancelledAt).toBe(T0 + 125n);
      });
    }
  }

  it('Given a cancelled escrow, when the recipient claims or anyone cancels again, then the program refuses with 6010', async () => {
    const world = await lockWorld();
    const created = await createEscrow(world, schedule({ cancelMode: LOCK_RIGHTS.both }));
    setUnixTimestamp(world.svm, T0 + 125n);
    expect((await cancel(world, created, world.creator)).error).toBe('');
    setUnixTimestamp(world.svm, T0 + 10_000n);
    expect(customCode(await claim(world, created))).toBe(6010);
    expect(customCode(await cancel(world, created, world.recipient))).toBe(6010);
  });

  it('Given claims already made, when the creator cancels, then the recipient gets only what unlocked since and the creator the rest; the escrow token rent goes to the rent receiver', async () => {
    const world = await lockWorld();
    const created = await createEscrow(world, schedule({ cancelMode: LOCK_RIGHTS.creator }));
    setUnixTimestamp(world.svm, T0 + 100n);
    expect((await claim(world, created)).error).toBe('');
    setUnixTimestamp(world.svm, T0 + 130n);
    const rentReceiver = (await generateKeyPairSigner()).address;
    const escrowTokenRent = world.svm.getBalance(created.escrowToken) ?? 0n;
    expect((await cancel(world, created, world.creator, rentReceiver)).error).toBe('');
    expect(tokenBalance(world.svm, await recipientTokenOf(world))).toBe(1_300n);
    expect(tokenBalance(world.svm, world.creatorToken)).toBe(SUPPLY - 1_300n);
    expect(world.svm.getBalance(rentReceiver)).toBe(escrowTokenRent);
  });

  it('Given a 1% transfer-fee escrow, when the creator cancels mid-way, then both payouts bear the fee, the withheld fees are harvested to the mint and the escrow token account closes', async () => {
    const world = await lockWorld({ transferFee: { basisPoints: 100, maximumFee: 1_000_000n } });
    const created = await createEscrow(world, schedule({ cancelMode: LOCK_RIGHTS.creator }), { v2: true });
    setUnixTimestamp(world.svm, T0 + 100n);
    const outcome = await cancel(world, created, world.creator);
    expect(outcome.error, outcome.logs.join('\n')).toBe('');
    expect(tokenBalance(world.svm, await recipientTokenOf(world))).toBe(990n);
    expect(tokenBalance(world.svm, world.creatorToken)).toBe(SUPPLY - 2_021n + 990n);
    expect(world.svm.getAccount(created.escrowToken).exists).toBe(false);
  });

  it("Given a creator token account that is not the creator's, when the creator cancels, then the program refuses with 2015", async () => {
    const world = await lockWorld();
    const created = await createEscrow(world, schedule({ cancelMode: LOCK_RIGHTS.creator }));
    const ix = getCancelVestingEscrowInstruction({
      escrow: created.escrow,
      tokenMint: world.mint.address,
      escrowToken: created.escrowToken,
      creatorToken: await fundTokens(world.svm, world.mint, world.recipient.address, 0n),
      recipientToken: await fundTokens(world.svm, world.mint, world.recipient.address, 0n),
      rentReceiver: world.creator.address,
      signer: world.creator,
      tokenProgram: world.mint.tokenProgram,
      eventAuthority: world.eventAuthority,
    });
    expect(customCode(await send(world.svm, world.creator, [ix]))).toBe(2015);
    expect(tokenBalance(world.svm, created.escrowToken)).toBe(2_000n);
  });
});

describe('update_vesting_escrow_recipient', () => {
  for (const right of Object.keys(LOCK_RIGHTS) as LockRight[]) {
    for (const who of ['creator', 'recipient', 'stranger'] as Actor[]) {
      const may = allowed[right].includes(who);
      it(`Given update mode "${right}", when the ${who} names a new recipient, then ${may ? 'the escrow pays the new recipient and refuses the old' : 'the program refuses with 6005'}`, async () => {
        const world = await lockWorld();
        const created = await createEscrow(world, schedule({ updateRecipientMode: LOCK_RIGHTS[right] }));
        const signer = await actor(world, who, await fundedSigner(world.svm));
        const next = await fundedSigner(world.svm);
        const outcome = await send(world.svm, signer, [
          getUpdateVestingEscrowRecipientInstruction({ escrow: created.escrow, signer, newRecipient: next.address }),
        ]);
        if (!may) {
          expect(customCode(outcome)).toBe(6005);
          expect(readEscrow(world, created.escrow).recipient).toBe(world.recipient.address);
          return;
        }
        expect(outcome.error, outcome.logs.join('\n')).toBe('');
        expect(readEscrow(world, created.escrow).recipient).toBe(next.address);
        setUnixTimestamp(world.svm, T0 + 10_000n);
        expect(customCode(await claim(world, created))).toBe(2001);
        expect((await claim(world, created, { recipient: next })).error).toBe('');
        expect(tokenBalance(world.svm, await recipientTokenOf(world, next.address))).toBe(2_000n);
      });
    }
  }

  it('Given a new recipient email and no metadata account, when the creator updates, then the program refuses with 6008', async () => {
    const world = await lockWorld();
    const created = await createEscrow(world, schedule({ updateRecipientMode: LOCK_RIGHTS.creator }));
    const next = (await generateKeyPairSigner()).address;
    const outcome = await send(world.svm, world.creator, [
      getUpdateVestingEscrowRecipientInstruction({ escrow: created.escrow, signer: world.creator, newRecipient: next, newRecipientEmail: 'a@b.c' }),
    ]);
    expect(customCode(outcome)).toBe(6008);
  });
});
