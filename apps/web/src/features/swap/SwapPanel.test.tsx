import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TEXTS, type PoolStats } from '@toolkit/shared';
import { WalletSessionContext, type WalletSession } from '../../shared/session/index.ts';
import { SwapPanel, type SwapPanelLabels } from './SwapPanel.tsx';
import { SwapSuccess } from './SwapSuccess.tsx';
import type { SwapState } from './use-swap.tsx';
import { routedQuote as quote } from './testing/routed-quote.ts';

const SOL = { mint: 'So11111111111111111111111111111111111111112', symbol: 'SOL', name: 'Solana', decimals: 9 };
const TKN = { mint: 'TKN1111111111111111111111111111111111111111', symbol: 'TKN', name: 'Token', decimals: 3 };
const LABELS: SwapPanelLabels = { from: 'From', to: 'To', amount: 'From amount', output: 'To amount', action: TEXTS.swapTokens };

const state = (over: Partial<SwapState> = {}): SwapState => ({
  from: SOL,
  to: TKN,
  amount: '1',
  setAmount: () => {},
  amountRef: () => {},
  quote,
  quoting: false,
  quoteError: null,
  guarantee: quote,
  pool: { pool: quote.pool, feeTier: 1, base: { ...TKN, program: '' }, quote: { ...SOL, program: '' }, price: 0.011 } as PoolStats,
  direction: 'yx',
  noPool: false,
  notStarted: null,
  busy: false,
  whyNot: null,
  insufficient: null,
  slippage: 1,
  slippageMode: 'auto',
  saveSlippage: () => {},
  impact: 'none',
  impactConfirmed: false,
  confirmImpact: () => {},
  reset: () => {},
  swap: () => {},
  ...over,
});

const wallet: WalletSession = {
  connected: true,
  connecting: false,
  walletAddress: 'Payer111111111111111111111111111111111111111',
  connect: () => {},
  signTransactions: async (txs) => txs,
};

const render = (s: SwapState) =>
  renderToStaticMarkup(
    <WalletSessionContext.Provider value={wallet}>
      <MemoryRouter>
        <SwapPanel swap={s} labels={LABELS} onPick={() => {}} />
      </MemoryRouter>
    </WalletSessionContext.Provider>,
  );
/** The text of the details row labelled `label` (label and value are sibling spans). */
const row = (html: string, label: string) => new RegExp(`<span class="text-muted">${label}</span><span class="[^"]*">([^<]*)</span>`).exec(html)?.[1];

describe('SwapPanel', () => {
  it('Given a routed quote, When the panel shows, Then before signing it states what the transaction guarantees: minimum received, price impact and fee, with who holds the funds', () => {
    const html = render(state());
    expect(html).toContain('aria-label="To amount"');
    expect(html).toContain('90.661</output>');
    expect(row(html, TEXTS.minimumReceived)).toBe('89.754 TKN');
    expect(row(html, TEXTS.priceImpact)).toBe('0.90%');
    expect(row(html, 'Fee')).toBe('0.01 SOL (1%)');
    expect(row(html, 'Rate')).toBe('1 SOL ≈ 90.661 TKN');
    expect(html).toContain(TEXTS.swapTrustModel.replace(/'/g, '&#x27;'));
  });

  it('Given the built swap while the wallet signs, When its guarantee differs from the quote typed against, Then the panel shows the one being signed', () => {
    const html = render(state({ busy: true, guarantee: { ...quote, minimumReceived: '89000' } }));
    expect(row(html, TEXTS.minimumReceived)).toBe('89 TKN');
    expect(html).toContain(TEXTS.swapping);
  });

  it('Given no pool for the pair, When the panel shows, Then it says so, offers Create Pool, and explains the idle button without a guarantee', () => {
    const html = render(state({ quote: null, guarantee: null, pool: null, noPool: true, whyNot: TEXTS.whyNoPool }));
    expect(html).toContain('There is no pool for SOL/TKN yet.');
    expect(html).toContain('href="/solana/create-liquidity-pool"');
    expect(row(html, TEXTS.minimumReceived)).toBe('—');
    expect(html).toContain(TEXTS.whyNoPool);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Swap Tokens<\/button>/);
  });
});

describe('SwapSuccess', () => {
  const toast = (received: string | null) =>
    renderToStaticMarkup(<SwapSuccess receipt={{ quote, signature: '5igNature1111111111111111111111111', received }} from={SOL} to={TKN} />);
  const cell = (html: string, label: string) => new RegExp(`<dt>${label}</dt><dd[^>]*>([^<]*)</dd>`).exec(html)?.[1];

  it('Given a landed yx swap, When the toast shows, Then the received and base amounts are what the chain paid, beside the signed minimum', () => {
    const html = toast('90612');
    expect(cell(html, TEXTS.amountReceived)).toBe('90.612 TKN');
    expect(cell(html, 'Base amount')).toBe('90.612 TKN');
    expect(cell(html, 'Quote amount')).toBe('1 SOL');
    expect(cell(html, TEXTS.minimumReceived)).toBe('89.754 TKN');
  });

  it('Given a server that could not read what arrived, When the toast shows, Then it does not pass the minimum off as received', () => {
    expect(cell(toast(null), TEXTS.amountReceived)).toBe('—');
  });
});

describe('SwapPanel guards', () => {
  it('Given more than the wallet can pay, When the panel shows, Then the button is disabled and reads "Insufficient SOL" with the reason under it', () => {
    const html = render(state({ insufficient: TEXTS.insufficientToken('SOL'), whyNot: TEXTS.whySolReserve('0.01') }));
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Insufficient SOL<\/button>/);
    expect(html).toContain(TEXTS.whySolReserve('0.01'));
  });

  it('Given a 7 % price impact, When the panel shows, Then it warns without asking for a confirmation', () => {
    const html = render(state({ quote: { ...quote, priceImpact: 7 }, impact: 'warn' }));
    expect(html).toContain(TEXTS.priceImpactWarning('7.00').replace(/'/g, '&#x27;'));
    expect(html).not.toContain(TEXTS.priceImpactConfirm);
  });

  it('Given a 20 % price impact not yet confirmed, When the panel shows, Then a confirmation checkbox is offered and Swap stays disabled', () => {
    const html = render(state({ quote: { ...quote, priceImpact: 20 }, impact: 'confirm', whyNot: TEXTS.whyConfirmImpact }));
    expect(html).toContain(TEXTS.priceImpactSevere('20.00').replace(/'/g, '&#x27;'));
    expect(html).toMatch(/type="checkbox"/);
    expect(html).toContain(TEXTS.priceImpactConfirm);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Swap Tokens<\/button>/);
  });

  it('Given a 7 % slippage, When the panel shows, Then the card shows it with a warning; 1 % shows none', () => {
    const high = render(state({ slippage: 7, slippageMode: 'custom' }));
    expect(high).toContain(`${TEXTS.slippageEdit}: 7%`);
    expect(high).toContain(TEXTS.slippageHighWarning);
    expect(render(state())).not.toContain(TEXTS.slippageHighWarning);
  });
});
