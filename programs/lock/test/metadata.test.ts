import { describe, expect, it } from 'vitest';
import { fundedSigner, send } from '../../testing/svm.ts';
import {
  ACCOUNT_DISCRIMINATORS,
  findEscrowMetadataPda,
  getCreateVestingEscrowMetadataInstruction,
  getUpdateVestingEscrowRecipientInstruction,
  LOCK_RIGHTS,
} from '../client/index.ts';
import { createEscrow, customCode, lockWorld, readEscrow, schedule } from './lock-kit.ts';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** The metadata's four borsh strings after the discriminator and the escrow key. */
function metadataStrings(data: Uint8Array): string[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const strings: string[] = [];
  let at = 40;
  for (let i = 0; i < 4; i++) {
    const len = view.getUint32(at, true);
    strings.push(text(data.subarray(at + 4, at + 4 + len)));
    at += 4 + len;
  }
  return strings;
}

describe('create_vesting_escrow_metadata', () => {
  it('Given an escrow, when its creator describes it, then the metadata PDA holds the escrow and the four strings, sized to them', async () => {
    const world = await lockWorld();
    const created = await createEscrow(world, schedule());
    const escrowMetadata = await findEscrowMetadataPda(created.escrow);
    const outcome = await send(world.svm, world.creator, [
      getCreateVestingEscrowMetadataInstruction({
        escrow: created.escrow,
        creator: world.creator,
        escrowMetadata,
        payer: world.creator,
        name: 'Team',
        description: 'Four-year team vesting',
        creatorEmail: 'founder@example.com',
        recipientEndpoint: 'dev@example.com',
      }),
    ]);
    expect(outcome.error, outcome.logs.join('\n')).toBe('');
    const account = world.svm.getAccount(escrowMetadata);
    if (!account.exists) throw new Error('no metadata');
    expect([...account.data.subarray(0, 8)]).toEqual([...ACCOUNT_DISCRIMINATORS.VestingEscrowMetadata]);
    expect(metadataStrings(account.data)).toEqual(['Team', 'Four-year team vesting', 'founder@example.com', 'dev@example.com']);
    expect(account.data.length).toBe(8 + 32 + 16 + 4 + 22 + 19 + 15);
  });

  it('Given an escrow, when someone other than its creator describes it, then the program refuses with 6005', async () => {
    const world = await lockWorld();
    const created = await createEscrow(world, schedule());
    const outcome = await send(world.svm, world.recipient, [
      getCreateVestingEscrowMetadataInstruction({
        escrow: created.escrow,
        creator: world.recipient,
        escrowMetadata: await findEscrowMetadataPda(created.escrow),
        payer: world.recipient,
        name: 'x',
        description: '',
        creatorEmail: '',
        recipientEndpoint: '',
      }),
    ]);
    expect(customCode(outcome)).toBe(6005);
  });

  it("Given described escrows, when the creator changes the recipient with a new email, then the metadata's last string becomes it; another escrow's metadata is refused with 6008", async () => {
    const world = await lockWorld();
    const created = await createEscrow(world, schedule({ updateRecipientMode: LOCK_RIGHTS.creator }));
    const other = await createEscrow(world, schedule({ updateRecipientMode: LOCK_RIGHTS.creator }));
    const describe = async (escrow: typeof created.escrow) => {
      const escrowMetadata = await findEscrowMetadataPda(escrow);
      const ix = getCreateVestingEscrowMetadataInstruction({
        escrow,
        creator: world.creator,
        escrowMetadata,
        payer: world.creator,
        name: 'Seed',
        description: 'd',
        creatorEmail: 'c@x.io',
        recipientEndpoint: 'r@x.io',
      });
      expect((await send(world.svm, world.creator, [ix])).error).toBe('');
      return escrowMetadata;
    };
    const metadata = await describe(created.escrow);
    const otherMetadata = await describe(other.escrow);
    const next = await fundedSigner(world.svm);
    const update = (escrowMetadata: typeof metadata) =>
      getUpdateVestingEscrowRecipientInstruction({
        escrow: created.escrow,
        escrowMetadata,
        signer: world.creator,
        newRecipient: next.address,
        newRecipientEmail: 'a-much-longer-new-recipient@example.org',
      });
    expect(customCode(await send(world.svm, world.creator, [update(otherMetadata)]))).toBe(6008);
    const outcome = await send(world.svm, world.creator, [update(metadata)]);
    expect(outcome.error, outcome.logs.join('\n')).toBe('');
    expect(readEscrow(world, created.escrow).recipient).toBe(next.address);
    const account = world.svm.getAccount(metadata);
    if (!account.exists) throw new Error('no metadata');
    expect(metadataStrings(account.data)[3]).toBe('a-much-longer-new-recipient@example.org');
    expect(world.svm.getBalance(metadata)).toBe(world.svm.minimumBalanceForRentExemption(BigInt(account.data.length)));
  });
});
