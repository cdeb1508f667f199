import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CreationCost } from './CreationCost.tsx';

const TKN = { mint: 'TKN1111111111111111111111111111111111111111', symbol: 'TKN', name: 'Token', decimals: 6 };
const SOL = { mint: 'So11111111111111111111111111111111111111112', symbol: 'SOL', name: 'Solana', decimals: 9 };
const cost = {
  baseAmount: '1000000000000',
  quoteAmount: '10000000000',
  createPoolFee: '150000000',
  rent: '42156720',
  solTotal: '10192156720',
  lpAmount: '99999999900',
};
const cell = (html: string, label: string) => new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([^<]*)</dd>`).exec(html)?.[1];

describe('CreationCost', () => {
  it('Given the server’s cost of a TKN/SOL pool, When the create page shows it, Then both deposits, the fee, the rent, the total SOL and the LP in full are there before signing', () => {
    const html = renderToStaticMarkup(<CreationCost cost={cost} pending={false} error={null} base={TKN} quote={SOL} />);
    expect(cell(html, 'TKN deposit')).toBe('1000000 TKN');
    expect(cell(html, 'SOL deposit')).toBe('10 SOL');
    expect(cell(html, 'Create-pool fee')).toBe('0.15 SOL');
    expect(cell(html, 'Rent of the pool&#x27;s accounts')).toBe('0.04215672 SOL');
    expect(cell(html, 'Total SOL')).toBe('10.19215672 SOL');
    // The 100 base units the AMM locks for good show: 99.9999999, not a rounded 100.
    expect(cell(html, 'You receive')).toBe('99.9999999 LP tokens');
  });

  it('Given a form the server refused to quote, When the box shows, Then it says why instead of a cost', () => {
    const html = renderToStaticMarkup(<CreationCost cost={null} pending={false} error="The initial deposit is too small" base={TKN} quote={SOL} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('The initial deposit is too small');
    expect(cell(html, 'Total SOL')).toBeUndefined();
  });
});
