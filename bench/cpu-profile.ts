/**
 * BENCH_CPU_PROFILE=<prefix>: a bench's measured part under the CPU profiler of the API's main
 * thread (not its set-up), written to <prefix>-<name>.cpuprofile (open it in Chrome's DevTools or
 * speedscope).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;

/** `measure` under the CPU profiler when BENCH_CPU_PROFILE asks for it. */
export async function profiled<T>(name: string, measure: () => Promise<T>): Promise<T> {
  if (!CPU_PROFILE) return measure();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await measure();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${CPU_PROFILE}-${name}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  }
}
