/**
 * A busy machine makes every step of a start slow: opening PGlite in a fresh data folder can take
 * longer than any fixed allowance. Starting slowly is fine; giving up is not. The test lets the
 * clock run a long way ahead at every turn of the event loop while the server starts, as if each
 * step took far longer than usual.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshFolderServer } from '../test/helpers.ts';
import { startServer, type StartedServer } from './start-server.ts';

describe('a slow start', () => {
  let dataDir: string;
  let server: StartedServer | undefined;
  afterAll(async () => {
    vi.useRealTimers();
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('Given a fresh data folder on a machine so busy that a minute passes at every step, when the server starts, then it starts and answers health', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'toolkit-slow-start-'));
    // Between the jumps, the real clock lets the start's own work (files, wasm, sockets) run.
    const realSetTimeout = globalThis.setTimeout;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let outcome: { ok: true; server: StartedServer } | { ok: false; error: unknown } | undefined;
    startServer(freshFolderServer(dataDir)).then(
      (s) => (outcome = { ok: true, server: s }),
      (error: unknown) => (outcome = { ok: false, error }),
    );
    while (!outcome) {
      await vi.advanceTimersByTimeAsync(60_000);
      await new Promise((r) => realSetTimeout(r, 10));
    }
    vi.useRealTimers();

    expect(outcome.ok ? 'started' : String((outcome as { error: unknown }).error)).toBe('started');
    server = (outcome as { server: StartedServer }).server;
    const health = await (await fetch(`${server.url}/api/health`)).json();
    expect(health).toMatchObject({ success: true, data: { status: 'ok' } });
  }, 120_000);
});
