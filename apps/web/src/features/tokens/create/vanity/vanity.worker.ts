/**
 * One grinder per core: grinds until a key matches, reporting attempts a few times a
 * second; the page terminates it to cancel, or once any worker has found a key. The key pair
 * goes to the page as a CryptoKeyPair (structured clone): its private half is not extractable.
 */
import { grind } from './grind.ts';
import type { VanityPattern } from './match.ts';

export type VanityWorkerMessage = { type: 'attempts'; count: number } | { type: 'found'; address: string; keyPair: CryptoKeyPair };

const REPORT_MS = 200;
const post = (m: VanityWorkerMessage) => self.postMessage(m);

self.onmessage = async (event: MessageEvent<VanityPattern>) => {
  let unreported = 0;
  let last = performance.now();
  const hit = await grind(
    event.data,
    (n) => {
      unreported += n;
      if (performance.now() - last < REPORT_MS) return;
      post({ type: 'attempts', count: unreported });
      unreported = 0;
      last = performance.now();
    },
    () => false,
  );
  if (unreported) post({ type: 'attempts', count: unreported });
  if (hit) post({ type: 'found', address: hit.address, keyPair: hit.keyPair });
};
