/**
 * A token made elsewhere points at any JSON as its metadata document. Its page is read through the
 * API on the real chain: what fits the page's shape is kept, what does not is left out and named,
 * so the page never receives a number where it renders a name.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken2022TestToken, testExtensions } from '../../../test/chain-kit.ts';
import { airdrop, call, createTestWallet, testDatabases, useChainApp } from '../../../test/helpers.ts';

describe.each(testDatabases())('a third-party metadata document on $name', (database) => {
  // The document host is on 127.0.0.1, so private targets are allowed for this app.
  const world = useChainApp(database, { allowPrivateRpc: true });
  let documents: Server;
  let served: unknown;

  beforeAll(async () => {
    documents = createServer((_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served)));
    await new Promise<void>((resolve) => documents.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    documents?.closeAllConnections();
    await new Promise((resolve) => documents?.close(resolve));
  });

  it('Given a token whose document has a team member named 5, a tokenomics share in words and a social link that is an object, when its page is read, then those are left out and named while the rest of the document is shown', async () => {
    const uri = `http://127.0.0.1:${(documents.address() as AddressInfo).port}/doc.json`;
    served = {
      name: 'Elsewhere',
      description: 'Made with another tool',
      image: 'https://example.com/logo.png',
      team: [{ name: 5 }, { name: 'Ann', jobTitle: 'Founder' }],
      tokenomics: [
        { title: 'Team', percentage: 'twenty' },
        { title: 'Public', percentage: 80 },
      ],
      socials: { twitter: { url: 'x' }, website: 'https://example.com' },
      tags: 'not a list',
      creator: { name: ['Bob'] },
    };
    const owner = createTestWallet();
    await airdrop(world.chain.rpcUrl, owner.address, 2_000_000_000n);
    const mint = await createToken2022TestToken(world.chain.rpcUrl, owner, 6, 1_000_000n, (m) =>
      testExtensions.metadata(owner.address, m, 'Elsewhere', 'ELSE', uri),
    );

    const page = await call(world.t.app, { method: 'GET', url: `/api/token/info/${mint}` });

    expect(page.status).toBe(200);
    expect(page.body.data.metadata).toEqual({
      name: 'Elsewhere',
      description: 'Made with another tool',
      image: 'https://example.com/logo.png',
      team: [{ name: 'Ann', jobTitle: 'Founder' }],
      tokenomics: [{ title: 'Public', percentage: 80 }],
      socials: { website: 'https://example.com' },
    });
    expect(page.body.data.metadataDropped).toEqual(['creator.name', 'socials.twitter', 'tags', 'tokenomics.0.percentage', 'team.0.name']);
  });
});
