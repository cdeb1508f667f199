/**
 * A 10,000-row distribution is checked row by row (an ed25519 curve check per address, packing):
 * seconds of work that must not stop the API. Watched by ordering, never by the clock: the test
 * counts the curve checks, and when the first has run it asks for /api/health and for a second
 * validation by the same user; health must answer before the last check, and the second
 * validation is refused while the first runs.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newWalletAddresses, airdrop, call, signIn, testDatabases, useChainApp, type SignedIn } from '../../../test/helpers.ts';

/** Curve checks so far, and what to do at the first one (set by a test). */
const watch = vi.hoisted(() => ({ checks: 0, onFirst: null as null | (() => void) }));
vi.mock('@solana/kit', async (importOriginal) => {
  const kit = await importOriginal<typeof import('@solana/kit')>();
  return {
    ...kit,
    isOffCurveAddress: (...args: Parameters<typeof kit.isOffCurveAddress>) => {
      if (++watch.checks === 1) watch.onFirst?.();
      return kit.isOffCurveAddress(...args);
    },
  };
});

const ROWS = 10_000;

describe.each(testDatabases())('validating a 10,000-row distribution on $name', (database) => {
  const world = useChainApp(database);
  let recipients: string;

  beforeAll(async () => {
    const wallets = newWalletAddresses(ROWS);
    recipients = wallets.map((w) => `${w},0.001`).join('\n');
  }, 120_000);

  const validate = (who: SignedIn) =>
    call(world.t.app, { method: 'POST', url: '/api/distribution/validate', token: who.token, payload: { mint: 'SOL', recipients } });

  it('Given a 10,000-row CSV being validated, when /api/health and a second validation by the same user arrive during its checks, then health answers before the checks end, the second is refused with 429, and the first completes', async () => {
    const who = await signIn(world.t.app);
    await airdrop(world.chain.rpcUrl, who.wallet.address, 10_000_000_000n);
    let healthAt: number | null = null;
    let second: Promise<{ status: number; body: any }> | null = null;
    watch.checks = 0;
    watch.onFirst = () => {
      void call(world.t.app, { method: 'GET', url: '/api/health' }).then((r) => {
        if (r.status === 200) healthAt = watch.checks;
      });
      second = validate(who);
    };

    const first = await validate(who);
    watch.onFirst = null;

    expect(first.status).toBe(200);
    expect(first.body.totals.recipients).toBe(ROWS);
    expect(watch.checks).toBeGreaterThanOrEqual(ROWS);
    expect(healthAt).not.toBeNull();
    expect(healthAt!).toBeLessThan(ROWS);
    expect(await second!).toMatchObject({ status: 429, body: { code: 'DISTRIBUTION_VALIDATION_BUSY' } });

    // Once the first is done, the same user validates again.
    expect((await validate(who)).status).toBe(200);
  }, 300_000);
});
