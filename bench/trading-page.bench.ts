/**
 * How fast does a pooled token's trading page (`/solana/token/:mint`) paint, and how much
 * JavaScript does it ship? Starts the app `npm start` runs (embedded chain, PGlite, built web
 * app), opens a TKN/SOL pool and makes a few swaps through the API (so the chart has candles and
 * the trades list rows), then loads the page in a fresh Chromium context with Lighthouse's mobile
 * throttling (4x CPU, 150 ms RTT, 1.6 Mbps down) and reads:
 *  - largest contentful paint from the browser's performance timeline (median of the runs);
 *  - the gzip bytes of every JavaScript file the page loaded (the landing route's limit, 150 KB,
 *    is measured by web-landing.bench.ts);
 * and the same for the Swap page in the same run, as the baseline of a shell page to compare with.
 * Prints one JSON line. TRADING_BENCH_RUNS (default 3) sets the number of runs.
 * The page counts as done when its chart has drawn the swaps, so this waits for the server to
 * serve candles of program pools (indexed from the chain's transactions); until it does, that wait
 * times out.
 */
import { gzipSync } from 'node:zlib';
import { createTestToken, walletSign } from '../apps/server/test/chain-kit.ts';
import { chainClockPast } from '../packages/chain/test/chain-clock.ts';
import { startApp } from '../e2e/support/app.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { airdrop } from '../e2e/support/chain.ts';
import { api, apiSignIn } from '../e2e/support/connect-wallet.ts';
import { createTestWallet } from '../e2e/support/test-wallet.ts';
import { openThrottledPhonePage } from './throttled-phone.ts';

const RUNS = Number(process.env.TRADING_BENCH_RUNS ?? 3);
const SWAPS = 6;

const app = await startApp();
const browser = await launchBrowser();
try {
  // A pool of a fresh token and a few swaps both ways, as users would make them.
  const creator = createTestWallet();
  await airdrop(app.rpcUrl, creator.address, 100n * 10n ** 9n);
  const mint = await createTestToken(app.rpcUrl, creator, 6, 10_000_000n * 10n ** 6n);
  const token = await apiSignIn(app.url, creator);
  const post = async (path: string, body: unknown) => {
    const r = await api<Record<string, any>>(app.url, path, { method: 'POST', token, body });
    if (r.status !== 200) throw new Error(`${path}: ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const send = (tx: string) => post('/transaction/sendAndConfirm', { rawSignedTransaction: walletSign(tx, creator) });
  const init = await post('/liquidity/init', { baseToken: mint, quoteToken: 'SOL', baseAmount: '1000000', quoteAmount: '10', feeTier: 1 });
  await send(init.transaction);
  // The program opens a pool at its start time by the chain's clock.
  const opened = await api<{ data: { startTime: string | null } }>(app.url, `/liquidity/pool/${init.pool}`, { token });
  await chainClockPast(app.rpcUrl, opened.body.data.startTime ? Date.parse(opened.body.data.startTime) : 0);
  for (let i = 0; i < SWAPS; i++) {
    const built = await post(i % 2 ? '/liquidity/swap/xy' : '/liquidity/swap/yx', { pool: init.pool, amount: i % 2 ? '2000' : '0.5' });
    await send(built.data.tx);
  }

  /**
   * LCP runs and the gzip JS of the last run for `path`, done when `ready` is on screen; `appReady`
   * is the element the app itself draws first (the server-rendered header paints before it).
   */
  async function measure(path: string, ready: string, appReady: string) {
    const lcp: number[] = [];
    let lcpElement = '';
    const firstPaint: number[] = [];
    const appPaint: number[] = [];
    let jsGzipBytes = 0;
    let jsFiles = 0;
    let jsBeforeFirstPaint = 0;
    let jsBeforeAppPaint = 0;
    for (let i = 0; i < RUNS; i++) {
      const { context, page } = await openThrottledPhonePage(browser);
      const scripts = new Map<string, Promise<Buffer>>();
      page.on('response', (r) => {
        // A script still arriving as the context closes has no body left to read: it counts as empty.
        if (new URL(r.url()).pathname.endsWith('.js'))
          scripts.set(
            r.url(),
            r.body().catch(() => Buffer.alloc(0)),
          );
      });
      await page.addInitScript((appReady) => {
        const w = window as unknown as { __lcp: number; __lcpElement: string; __appPaint: number };
        w.__lcp = 0;
        w.__lcpElement = '';
        w.__appPaint = 0;
        // When the app itself first draws the page (not the server's header): its first frame after the element appears.
        new MutationObserver((_, observer) => {
          if (!document.querySelector(appReady)) return;
          observer.disconnect();
          requestAnimationFrame(() => (w.__appPaint = performance.now()));
        }).observe(document, { childList: true, subtree: true });
        // The element too, so a figure says what the page waited for (inline: tsx would wrap a named helper in `__name`, unknown in the page).
        new PerformanceObserver((l) =>
          l.getEntries().forEach((e) => {
            w.__lcp = e.startTime;
            const el = (e as PerformanceEntry & { element: Element | null }).element;
            w.__lcpElement = el ? `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().slice(0, 40)}` : '';
          }),
        ).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }, appReady);
      await page.goto(`${app.url}${path}`, { waitUntil: 'load' });
      await page.locator(ready).first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1500);
      const seen = await page.evaluate(() => {
        const w = window as unknown as { __lcp: number; __lcpElement: string; __appPaint: number };
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => new URL(r.name).pathname.endsWith('.js'))
          .map((r) => ({ url: r.name, start: r.startTime, end: r.responseEnd }));
        return { lcp: w.__lcp, element: w.__lcpElement, fcp, appPaint: w.__appPaint, scripts };
      });
      lcp.push(seen.lcp);
      firstPaint.push(seen.fcp);
      appPaint.push(seen.appPaint);
      lcpElement = seen.element;
      const gzipOf = new Map(await Promise.all([...scripts].map(async ([url, body]) => [url, gzipSync(await body, { level: 9 }).length] as const)));
      const sum = (urls: string[]) => urls.reduce((total, url) => total + (gzipOf.get(url) ?? 0), 0);
      jsGzipBytes = sum([...gzipOf.keys()]);
      jsFiles = gzipOf.size;
      jsBeforeFirstPaint = sum(seen.scripts.filter((s) => s.end <= seen.fcp).map((s) => s.url));
      jsBeforeAppPaint = sum(seen.scripts.filter((s) => s.end <= seen.appPaint).map((s) => s.url));
      if (process.env.TRADING_BENCH_FILES) {
        for (const s of [...seen.scripts].sort((a, b) => a.start - b.start)) {
          console.error(`${Math.round(s.start)}\t${Math.round(s.end)}\t${gzipOf.get(s.url)}\t${new URL(s.url).pathname}`);
        }
        console.error(`fcp ${Math.round(seen.fcp)} appPaint ${Math.round(seen.appPaint)} lcp ${Math.round(seen.lcp)} ${seen.element}`);
      }
      await context.close();
    }
    const median = (runs: number[]) => Math.round([...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!);
    return {
      lcpMs: median(lcp),
      lcpRunsMs: lcp.map(Math.round),
      lcpElement,
      firstPaintMs: median(firstPaint),
      appPaintMs: median(appPaint),
      jsBeforeFirstPaintGzipBytes: jsBeforeFirstPaint,
      jsBeforeAppPaintGzipBytes: jsBeforeAppPaint,
      jsGzipBytes,
      jsFiles,
    };
  }

  // The page is done when its chart has drawn the recorded swaps. The Swap page, on the same
  // shell, is measured in the same run as the baseline to compare with.
  const trading = await measure(`/solana/token/${mint}`, '[data-candle]', 'article h1');
  const swap = await measure('/solana/swap', 'text=Minimum Received', 'main h1');
  console.log(
    JSON.stringify({
      bench: 'trading-page',
      ...trading,
      swapPageLcpMs: swap.lcpMs,
      swapPageLcpElement: swap.lcpElement,
      swapPageJsGzipBytes: swap.jsGzipBytes,
      lcpRatioToSwapPage: Number((trading.lcpMs / swap.lcpMs).toFixed(2)),
      swaps: SWAPS,
      throttling: '4x CPU, 150 ms RTT, 1.6 Mbps',
      viewport: '412x823 mobile',
    }),
  );
} finally {
  await browser.close();
  await app.close();
}
