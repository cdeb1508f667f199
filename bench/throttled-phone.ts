/**
 * The phone both page benchmarks measure on (Lighthouse's mobile preset): a 412 px screen, a slow
 * 4G link (150 ms, 1.6 Mbit/s down) and a CPU four times slower than this machine's.
 */
import type { Browser } from 'playwright-core';

export async function openThrottledPhonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}
