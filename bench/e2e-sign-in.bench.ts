/**
 * What a user waits for, in Chromium against the app `npm start` runs (embedded chain, PGlite):
 *  - e2e-shell-render: from navigation to an app page's title being visible (fresh context, so
 *    no cache: the first visit);
 *  - e2e-sign-in: from the click on 'Connect Wallet' to the shortened address in the top bar, i.e.
 *    standard:connect, nonce, the wallet's ed25519 signature, POST /user/connect, state update.
 * The test Phantom approves at once, so the figures are the app's and server's share only.
 * Prints one JSON line per figure. E2E_BENCH_RUNS (default 10) sets the number of runs.
 */
import { shortenAddress, TEXTS } from '@toolkit/shared';
import { startApp } from '../e2e/support/app.ts';
import { launchBrowser, newContext } from '../e2e/support/browser.ts';
import { createTestWallet } from '../e2e/support/test-wallet.ts';

const RUNS = Number(process.env.E2E_BENCH_RUNS ?? 10);

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { runs: sorted.length, medianMs: Math.round(at(0.5)), p90Ms: Math.round(at(0.9)), minMs: Math.round(sorted[0]!) };
}

const app = await startApp();
const browser = await launchBrowser();
try {
  const render: number[] = [];
  const signIn: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    const wallet = createTestWallet();
    await wallet.install(page);

    const navigated = performance.now();
    await page.goto('/solana/dashboard', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: TEXTS.dashboard }).waitFor();
    const rendered = performance.now();

    const connect = page.getByRole('banner').getByRole('button', { name: TEXTS.connectWallet, exact: true });
    await connect.waitFor();
    const clicked = performance.now();
    await connect.click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: shortenAddress(wallet.address) })
      .waitFor();
    const signedIn = performance.now();

    // The first run warms the server (JIT, database) and is left out.
    if (i > 0) {
      render.push(rendered - navigated);
      signIn.push(signedIn - clicked);
    }
    await context.close();
  }
  console.log(JSON.stringify({ bench: 'e2e-shell-render', route: '/solana/dashboard', ...summary(render) }));
  console.log(JSON.stringify({ bench: 'e2e-sign-in', ...summary(signIn) }));
} finally {
  await browser.close();
  await app.close();
}
