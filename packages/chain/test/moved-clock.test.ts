/**
 * Tests move the local chain's clock in-process (past a vesting cliff, an unlock date) instead of
 * waiting: what programs read (the Clock sysvar) and what getBlockTime answers both move with it,
 * the clock never goes back, and no RPC method can move it.
 */
import { describe, expect, it } from 'vitest';
import { useLocalChain } from './local-chain.js';

const CLOCK_SYSVAR = 'SysvarC1ock11111111111111111111111111111111';
const DAY = 86_400;

const local = useLocalChain('chain-moved-clock-');

async function call<T>(method: string, params: unknown[] = []): Promise<{ result?: T; error?: { code: number; message: string } }> {
  const response = await fetch(local.chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return response.json();
}

/** The Clock sysvar's unix_timestamp (slot, epoch_start_timestamp, epoch, leader_schedule_epoch, then it). */
async function clockSysvarSeconds(): Promise<number> {
  const { result } = await call<{ value: { data: [string, string] } }>('getAccountInfo', [CLOCK_SYSVAR, { encoding: 'base64' }]);
  return Number(Buffer.from(result!.value.data[0], 'base64').readBigInt64LE(32));
}

async function blockTime(): Promise<number> {
  const slot = (await call<number>('getSlot')).result!;
  return (await call<number>('getBlockTime', [slot])).result!;
}

describe('moving the local chain clock', () => {
  it('Given a running local.chain, when a test moves its clock a day forward, then the Clock sysvar and getBlockTime are a day ahead of the wall clock', async () => {
    // Given
    const wall = Math.floor(Date.now() / 1000);
    expect(Math.abs((await clockSysvarSeconds()) - wall)).toBeLessThanOrEqual(2);
    expect(Math.abs((await blockTime()) - wall)).toBeLessThanOrEqual(2);

    // When
    local.chain.advanceClock(DAY);

    // Then at once, and still after the next slots
    const ahead = Math.floor(Date.now() / 1000) + DAY;
    expect(Math.abs((await clockSysvarSeconds()) - ahead)).toBeLessThanOrEqual(2);
    expect(Math.abs((await blockTime()) - ahead)).toBeLessThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await clockSysvarSeconds()).toBeGreaterThanOrEqual(ahead);
    expect(await blockTime()).toBeGreaterThanOrEqual(ahead);
  });

  it('Given a moved clock, when asked to move it back or by a fraction, then it refuses and the clock stays', async () => {
    const before = await clockSysvarSeconds();
    expect(() => local.chain.advanceClock(-DAY)).toThrow(RangeError);
    expect(() => local.chain.advanceClock(1.5)).toThrow(RangeError);
    expect(await clockSysvarSeconds()).toBeGreaterThanOrEqual(before);
  });

  it('Given the JSON-RPC endpoint any page can reach, when a caller asks it to move the clock, then there is no such method', async () => {
    const before = await clockSysvarSeconds();
    for (const method of ['advanceClock', 'warpClock', 'setClock']) {
      expect((await call(method, [DAY])).error?.code).toBe(-32601);
    }
    expect((await clockSysvarSeconds()) - before).toBeLessThan(DAY);
  });
});
