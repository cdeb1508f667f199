/**
 * A shared token link previews without running the app: the trading page's HTML names the token
 * (title, OpenGraph and Twitter meta) and paints its header with logo, name and symbol before the
 * app's script loads.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestToken } from '../../../test/chain-kit.ts';
import { airdrop, buildTestApp, createTestWallet, startTestChain, type TestApp } from '../../../test/helpers.ts';
import { programPools } from '../../../test/program-pool-kit.ts';
import { pngWithText, tokenKit } from '../../../test/token-kit.ts';

const SHELL = `<!doctype html><html lang="en"><head><meta name="description" content="No-code toolkit" /><title>Token Toolkit</title><script type="module" src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>`;

describe('the token page before the app runs', () => {
  let chain: Awaited<ReturnType<typeof startTestChain>>;
  let t: TestApp;
  let dist: string;
  const { user, createToken } = tokenKit(() => ({ t, rpcUrl: chain.rpcUrl }));
  const page = (mint: string) => t.app.inject({ method: 'GET', url: `/solana/token/${mint}`, headers: { host: '127.0.0.1:3000' } });

  beforeAll(async () => {
    chain = await startTestChain();
    dist = await mkdtemp(path.join(tmpdir(), 'toolkit-web-dist-'));
    await writeFile(path.join(dist, 'index.html'), SHELL);
    t = await buildTestApp({ config: { localRpcUrl: chain.rpcUrl, webDist: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await chain?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('Given a token with a logo, when its trading page is asked for, then the HTML carries its name, symbol and logo for crawlers and paints its header', async () => {
    // Given a token named with characters HTML must escape, with a logo
    const alice = await user();
    const mint = await createToken(
      alice,
      { name: 'Rocket <Jet>', symbol: 'RJ' },
      { image: { bytes: pngWithText('logo'), name: 'logo.png', type: 'image/png' } },
    );

    // When a link crawler asks for the page
    const r = await page(mint);

    // Then the title, the link-preview meta and the header name the token, escaped
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toContain('<title>Rocket &lt;Jet&gt; (RJ) · Token Toolkit</title>');
    expect(r.body).toContain('<meta property="og:title" content="Rocket &lt;Jet&gt; (RJ) · Token Toolkit" />');
    expect(r.body).toContain(`<meta property="og:url" content="http://127.0.0.1:3000/solana/token/${mint}" />`);
    expect(r.body).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/api\/files\/[^"]+\.png" \/>/);
    expect(r.body).toContain('<meta name="twitter:card" content="summary" />');
    expect(r.body).not.toContain('<Jet>');
    // The header sits in the app's root and loads the logo from the page's own origin
    const root = r.body.slice(r.body.indexOf('<div id="root">'));
    expect(root).toMatch(/<img src="\/api\/files\/[^"]+\.png" alt="Rocket &lt;Jet&gt; logo"/);
    expect(root).toContain('<h1 style="margin:0;font-size:1.5rem">Rocket &lt;Jet&gt;</h1>');
    // And the app's script still loads
    expect(r.body).toContain('<script type="module" src="/assets/index-x.js"></script>');
  });

  it('Given a token pooled at 0.001 SOL, when its trading page is asked for, then the header and the link preview carry its price', async () => {
    // Given a classic token with 1,000,000 TKN against 1,000 SOL in a pool opened straight on chain
    const creator = createTestWallet();
    await airdrop(chain.rpcUrl, creator.address, 1_010n * 10n ** 9n);
    const token = await createTestToken(chain.rpcUrl, creator, 6, 2_000_000n * 10n ** 6n);
    await programPools(chain.rpcUrl).openSolPool(creator, token, 1_000_000n * 10n ** 6n, 1_000n * 10n ** 9n);

    // When its page is asked for
    const r = await page(token);

    // Then the price of that pool is painted and described
    expect(r.body).toMatch(/<p data-ssr-price [^>]*>0\.001 SOL<\/p>/);
    expect(r.body).toMatch(/<meta property="og:description" content="[^"]* at 0\.001 SOL: price, chart/);
  });

  it('Given an address that is no mint on the chain, when its page is asked for, then the plain app shell is served (the app says it is not found)', async () => {
    const nobody = (await generateKeyPairSigner()).address;
    const r = await page(nobody);
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(SHELL);
  });
});
