import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DISCRIMINATORS, EVENT_DISCRIMINATORS, INSTRUCTION_DISCRIMINATORS, LOCK_ERRORS } from '../client/index.ts';

const source = (file: string) => readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');
const anchor = (preimage: string) => [...createHash('sha256').update(preimage).digest().subarray(0, 8)];
const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

describe('tables the program and the client share', () => {
  it('Given errors.h and the client error table, when both are read, then they hold the same codes under the same names', () => {
    const fromC = new Map<number, string>();
    for (const [, name, code] of source('errors.h').matchAll(/#define (?:ANCHOR|LOCKER)_(\w+) (\d+)/g)) fromC.set(Number(code), name);
    const fromTs = new Map(Object.entries(LOCK_ERRORS).map(([code, e]) => [Number(code), snake(e.name)]));
    expect(fromTs).toEqual(fromC);
  });

  it("Given the client's discriminators, when recomputed from Anchor's preimages, then they match, and lock.h holds the same bytes", () => {
    const header = source('lock.h');
    const inC = (name: string) => {
      const match = new RegExp(`${name}\\[8\\] = \\{([^}]*)\\}`).exec(header);
      if (!match) throw new Error(`${name} not in lock.h`);
      return match[1].split(',').map((b) => Number(b.trim()));
    };
    const instructions: [keyof typeof INSTRUCTION_DISCRIMINATORS, string, string][] = [
      ['createVestingEscrow', 'create_vesting_escrow', 'IX_CREATE_VESTING_ESCROW'],
      ['createVestingEscrowV2', 'create_vesting_escrow_v2', 'IX_CREATE_VESTING_ESCROW_V2'],
      ['claim', 'claim', 'IX_CLAIM'],
      ['claimV2', 'claim_v2', 'IX_CLAIM_V2'],
      ['cancelVestingEscrow', 'cancel_vesting_escrow', 'IX_CANCEL_VESTING_ESCROW'],
      ['updateVestingEscrowRecipient', 'update_vesting_escrow_recipient', 'IX_UPDATE_VESTING_ESCROW_RECIPIENT'],
      ['createVestingEscrowMetadata', 'create_vesting_escrow_metadata', 'IX_CREATE_VESTING_ESCROW_METADATA'],
    ];
    for (const [key, name, cName] of instructions) {
      expect([...INSTRUCTION_DISCRIMINATORS[key]]).toEqual(anchor(`global:${name}`));
      expect(inC(cName)).toEqual(anchor(`global:${name}`));
    }
    expect([...ACCOUNT_DISCRIMINATORS.VestingEscrow]).toEqual(anchor('account:VestingEscrow'));
    expect(inC('ACCOUNT_VESTING_ESCROW')).toEqual(anchor('account:VestingEscrow'));
    expect([...ACCOUNT_DISCRIMINATORS.VestingEscrowMetadata]).toEqual(anchor('account:VestingEscrowMetadata'));
    expect(inC('ACCOUNT_VESTING_ESCROW_METADATA')).toEqual(anchor('account:VestingEscrowMetadata'));
    expect(inC('IX_EMIT_EVENT')).toEqual(anchor('anchor:event').reverse());
    for (const [name, bytes] of Object.entries(EVENT_DISCRIMINATORS)) expect([...bytes]).toEqual(anchor(`event:${name}`));
  });
});
