/**
 * Token creation as a user waits for it, in Chromium against the app `npm start` runs (embedded
 * chain, PGlite), with the test Phantom approving at once:
 *  - tokens-create: click on 'Create Token' to the 'Token Created Successfully' toast, split into
 *    build (POST /token/create: uploads, metadata JSON, transaction), sign (answer to the wallet's
 *    signature reaching the server) and confirm (POST /transaction/sendAndConfirm to the toast);
 *  - tokens-create-size: bytes of the creation transaction against the 1232-byte limit, for the
 *    smallest form and for the largest (32-character name, 10-character symbol, every revoke),
 *    and how long the metadata uri could grow before the largest one no longer fits.
 * TOKENS_BENCH_RUNS (default 5) sets the number of timed runs (after one warm-up).
 */
import { LIMITS, TEXTS } from '@toolkit/shared';
import { startApp } from '../e2e/support/app.ts';
import { launchBrowser, newContext } from '../e2e/support/browser.ts';
import { airdrop } from '../e2e/support/chain.ts';
import { apiSignIn } from '../e2e/support/connect-wallet.ts';
import { createTestWallet } from '../e2e/support/test-wallet.ts';

const RUNS = Number(process.env.TOKENS_BENCH_RUNS ?? 5);

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { medianMs: Math.round(at(0.5)), p90Ms: Math.round(at(0.9)), minMs: Math.round(sorted[0]!) };
}

async function creationSize(appUrl: string, token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${appUrl}/api/token/create`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { transaction: string; metadataUri: string; message?: string };
  if (!res.ok) throw new Error(body.message);
  return { bytes: Buffer.from(body.transaction, 'base64').length, uriLength: body.metadataUri.length };
}

const app = await startApp();
const browser = await launchBrowser();
try {
  // Sizes, straight from the API.
  const sizer = createTestWallet();
  const token = await apiSignIn(app.url, sizer);
  const smallest = await creationSize(app.url, token, { name: 'A', symbol: 'A', decimals: '0', initialMint: '1' });
  const largest = await creationSize(app.url, token, {
    name: 'N'.repeat(LIMITS.tokenNameMax),
    symbol: 'S'.repeat(LIMITS.tokenSymbolMax),
    decimals: '9',
    initialMint: '18000000000',
    revokeFreeze: 'true',
    revokeMint: 'true',
    revokeUpdate: 'true',
    creatorName: 'Creator',
    tokenomics: JSON.stringify([{ title: 'All', percentage: 100 }]),
  });
  console.log(
    JSON.stringify({
      bench: 'tokens-create-size',
      limitBytes: LIMITS.transactionBytes,
      smallestBytes: smallest.bytes,
      largestBytes: largest.bytes,
      headroomBytes: LIMITS.transactionBytes - largest.bytes,
      uriLength: largest.uriLength,
      // The uri is in the transaction once (InitializeTokenMetadata's data): each extra byte costs one.
      maxUriLength: largest.uriLength + (LIMITS.transactionBytes - largest.bytes),
    }),
  );

  // The user's wait, through the screen.
  const total: number[] = [];
  const build: number[] = [];
  const sign: number[] = [];
  const confirm: number[] = [];
  const context = await newContext(browser, app.url);
  const page = await context.newPage();
  const wallet = createTestWallet();
  await wallet.install(page);
  await airdrop(app.rpcUrl, wallet.address, BigInt(RUNS + 2) * 1_000_000_000n);
  await page.goto('/solana/create-solana-token');
  await page.getByRole('banner').getByRole('button', { name: TEXTS.connectWallet, exact: true }).click();
  await page.getByRole('button', { name: 'Create Token' }).waitFor();
  const marks: Record<string, number> = {};
  page.on('request', (r) => {
    if (r.url().endsWith('/api/token/create')) marks.buildStart = performance.now();
    if (r.url().endsWith('/api/transaction/sendAndConfirm')) marks.submitted = performance.now();
  });
  page.on('response', (r) => {
    if (r.url().endsWith('/api/token/create')) marks.built = performance.now();
  });
  for (let i = 0; i < RUNS + 1; i++) {
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Bench ${i}`);
    await page.getByRole('textbox', { name: 'Symbol', exact: true }).fill(`B${i}`);
    await page.getByRole('textbox', { name: 'Initial Supply', exact: true }).fill('1000000');
    if (i === 0) await page.getByRole('switch', { name: 'Revoke Freeze' }).click();
    const clicked = performance.now();
    await page.getByRole('button', { name: 'Create Token' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: TEXTS.tokenCreated }).last();
    await toast.waitFor({ timeout: 60_000 });
    const done = performance.now();
    if (i > 0) {
      total.push(done - clicked);
      build.push(marks.built! - clicked);
      sign.push(marks.submitted! - marks.built!);
      confirm.push(done - marks.submitted!);
    }
    await toast
      .getByRole('button', { name: /close/i })
      .click()
      .catch(() => {});
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: TEXTS.tokenCreated })
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => {});
  }
  console.log(
    JSON.stringify({
      bench: 'tokens-create',
      runs: RUNS,
      totalMedianMs: summary(total).medianMs,
      total: summary(total),
      buildMs: summary(build),
      signMs: summary(sign),
      confirmMs: summary(confirm),
    }),
  );
  await context.close();
} finally {
  await browser.close();
  await app.close();
}
