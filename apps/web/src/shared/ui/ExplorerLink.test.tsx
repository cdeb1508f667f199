import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { explorerUrl } from '@toolkit/shared';
import { ExplorerLinkContext, type ExplorerLink as BuildLink } from '../session/index.ts';
import { AddressLink, ExplorerLink, TransactionLink } from './ExplorerLink.tsx';

const ADDRESS = 'Fake5o11111111111111111111111111111111111112';
const SIGNATURE = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

/** The app's link builder as providers.tsx makes it: Solscan Explorer (explorer.solana.com) chosen, the app on devnet. */
const onDevnet: BuildLink = (target, net) => explorerUrl('Solscan Explorer', target, net ?? { cluster: 'devnet' });
const shown = (node: React.ReactNode) => renderToStaticMarkup(<ExplorerLinkContext.Provider value={onDevnet}>{node}</ExplorerLinkContext.Provider>);

describe('links into the explorer', () => {
  it("Given the user's explorer and the app's cluster, when a transaction link shows, then it opens that transaction there in a new tab and says View transaction", () => {
    const html = shown(<TransactionLink signature={SIGNATURE} />);
    expect(html).toContain(
      `href="${explorerUrl('Solscan Explorer', { kind: 'tx', id: SIGNATURE }, { cluster: 'devnet' }).replaceAll('&', '&amp;')}"`,
    );
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noreferrer"');
    expect(html).toContain('View transaction');
  });

  it('Given an account, when its link shows, then it reads the shortened address, holds the full one on hover, and targets the account', () => {
    const html = shown(<AddressLink address={ADDRESS} />);
    expect(html).toContain(`title="${ADDRESS}"`);
    expect(html).toContain('>Fake...1112</a>');
    expect(html).toContain(`/address/${ADDRESS}`);
  });

  it("Given a record of another cluster (a bot's fill), when its link shows, then it targets that cluster, not the app's", () => {
    const html = shown(
      <ExplorerLink kind="token" id={ADDRESS} net={{ cluster: 'mainnet' }}>
        View on explorer
      </ExplorerLink>,
    );
    expect(html).toContain(
      `href="${explorerUrl('Solscan Explorer', { kind: 'token', id: ADDRESS }, { cluster: 'mainnet' }).replaceAll('&', '&amp;')}"`,
    );
    expect(html).not.toContain('devnet');
  });
});
