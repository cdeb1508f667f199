/**
 * Waiting on the chain's clock, for tests and benchmarks. The AMM program opens a pool for swaps
 * at its open time (one second after creation unless a start time was given) by the Clock sysvar,
 * which only moves at slot boundaries. A fixed sleep is not enough on a loaded machine, where a
 * slot can come late; the chain's own clock is what the program judges by.
 */

async function rpcResult<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/**
 * Resolves once the latest confirmed block's time is a second past `ms` (unix milliseconds): a
 * transaction sent then reads a clock at or past `ms`, since the clock it reads may trail that
 * block's time by up to a second.
 */
export async function chainClockPast(rpcUrl: string, ms: number, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const slot = await rpcResult<number>(rpcUrl, 'getSlot', [{ commitment: 'confirmed' }]);
    const time = await rpcResult<number | null>(rpcUrl, 'getBlockTime', [slot]);
    if (time !== null && time * 1000 >= ms + 1000) return;
    if (Date.now() > end) throw new Error(`the chain's clock did not pass ${new Date(ms).toISOString()} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Resolves once a swap on a pool of this open time (unix seconds, as the pool's state holds it) would be let through. */
export const untilPoolOpen = (rpcUrl: string, openTime: bigint) => chainClockPast(rpcUrl, Number(openTime) * 1000);
