import { useCallback, useEffect, useRef, useState } from 'react';
import { nonBase58Chars, TEXTS, VANITY_MAX_SECONDS } from '@toolkit/shared';
import { formatDuration } from './format-duration.ts';
import type { VanityPattern } from './match.ts';
import { vanityExpectedAttempts } from './odds.ts';
import type { VanityWorkerMessage } from './vanity.worker.ts';

export type GrinderState =
  | { status: 'idle' }
  | { status: 'running'; attempts: number; rate: number; expectedAttempts: number; expectedSeconds: number }
  | { status: 'found'; attempts: number; address: string; keyPair: CryptoKeyPair }
  | { status: 'cancelled'; attempts: number }
  | { status: 'refused'; message: string };

/** Until a search has measured this device, the floor per core is assumed. */
const ASSUMED_KEYS_PER_CORE = 10_000;
/** A search is judged on its measured rate once it has run this long. */
const MEASURE_MS = 1_500;

export const cores = () => Math.max(1, navigator.hardwareConcurrency || 1);

/** Why a pattern cannot be searched for at `rate` keys/s, or null. */
export function vanityRefusal(pattern: VanityPattern, rate: number): string | null {
  const bad = nonBase58Chars(pattern.prefix + pattern.suffix);
  if (bad) return TEXTS.vanityNotBase58(bad);
  if (pattern.prefix.length + pattern.suffix.length === 0) return TEXTS.vanityPatternRequired;
  const seconds = vanityExpectedAttempts(pattern) / Math.max(rate, 1);
  return seconds > VANITY_MAX_SECONDS ? TEXTS.vanityTooSlow(formatDuration(seconds)) : null;
}

/** Grinds a vanity mint key with one Web Worker per core; cancel terminates them all. */
export function useVanityGrinder() {
  const [state, setState] = useState<GrinderState>({ status: 'idle' });
  const workers = useRef<Worker[]>([]);
  const measured = useRef<number | null>(null);

  const stop = useCallback(() => {
    for (const w of workers.current) w.terminate();
    workers.current = [];
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    (pattern: VanityPattern) => {
      stop();
      const refusal = vanityRefusal(pattern, measured.current ?? cores() * ASSUMED_KEYS_PER_CORE);
      if (refusal) return setState({ status: 'refused', message: refusal });
      const expectedAttempts = vanityExpectedAttempts(pattern);
      const secondsAt = (rate: number) => expectedAttempts / Math.max(rate, 1);
      const startedAt = performance.now();
      let attempts = 0;
      setState({
        status: 'running',
        attempts: 0,
        rate: 0,
        expectedAttempts,
        expectedSeconds: secondsAt(cores() * ASSUMED_KEYS_PER_CORE),
      });
      const onMessage = (event: MessageEvent<VanityWorkerMessage>) => {
        const m = event.data;
        if (m.type === 'found') {
          stop();
          return setState({ status: 'found', attempts: attempts + 1, address: m.address, keyPair: m.keyPair });
        }
        attempts += m.count;
        const elapsedMs = performance.now() - startedAt;
        const rate = attempts / (elapsedMs / 1000);
        const expectedSeconds = secondsAt(rate);
        if (elapsedMs >= MEASURE_MS) {
          measured.current = rate;
          if (expectedSeconds > VANITY_MAX_SECONDS) {
            stop();
            return setState({ status: 'refused', message: TEXTS.vanityTooSlow(formatDuration(expectedSeconds)) });
          }
        }
        setState({ status: 'running', attempts, rate, expectedAttempts, expectedSeconds });
      };
      workers.current = Array.from({ length: cores() }, () => {
        const worker = new Worker(new URL('./vanity.worker.ts', import.meta.url), { type: 'module' });
        worker.onmessage = onMessage;
        worker.postMessage(pattern);
        return worker;
      });
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState((s) => (s.status === 'running' ? { status: 'cancelled', attempts: s.attempts } : s));
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  return { state, start, cancel, reset };
}
