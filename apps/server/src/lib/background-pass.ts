/**
 * A pass the server runs in the background while it listens (recoveries, housekeeping): every
 * `everyMs`, never two at once (a tick while one is still going is skipped, not piled up), and, if
 * asked, once as soon as the server listens. Closing the server waits for the pass under way. A
 * failed pass is logged by its message only: a failed query's error could carry more than we want
 * in a log.
 */
import type { FastifyInstance } from 'fastify';

export function runInBackground(
  app: FastifyInstance,
  name: string,
  pass: () => Promise<void>,
  { everyMs, atListen = false }: { everyMs: number; atListen?: boolean },
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = pass()
      .catch((e: unknown) => app.log.error({ message: e instanceof Error ? e.message : String(e) }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onListen', async () => {
    if (everyMs <= 0 || timer) return;
    if (atListen) tick();
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  });
}
