import { describe, expect, it } from 'vitest';
import { TEXTS, type BuiltSwap } from '@toolkit/shared';
import { executeSwap, isSwapAmount, swapBlocker, type SwapBody } from './swap-flow.ts';
import { QUOTED_POOL, routedQuote } from './testing/routed-quote.ts';

const POOL_A = 'PooLA11111111111111111111111111111111111111';

describe('executeSwap', () => {
  it('Given a quote routed to pool B the yx way, When the user swaps, Then it is built at pool B yx, the built guarantee is heard before sending, and the receipt carries what the chain paid', async () => {
    const built: BuiltSwap[] = [];
    const calls: { direction: string; body: SwapBody }[] = [];
    const heard: string[] = [];
    const receipt = await executeSwap({
      quote: routedQuote,
      amount: '1',
      payer: 'Payer111111111111111111111111111111111111111',
      build: async (direction, body) => {
        calls.push({ direction, body });
        const b = { tx: 'unsigned', quote: { ...routedQuote, minimumReceived: '89700' } };
        built.push(b);
        return b;
      },
      send: async (tx) => {
        heard.push(`send ${tx}`);
        return { ok: true, signature: 'sig', received: '90612' };
      },
      onBuilt: (q) => heard.push(`guarantee ${q.minimumReceived}`),
    });
    expect(calls).toEqual([{ direction: 'yx', body: { pool: QUOTED_POOL, amount: '1', payer: 'Payer111111111111111111111111111111111111111' } }]);
    expect(calls[0]!.body.pool).not.toBe(POOL_A);
    expect(heard).toEqual(['guarantee 89700', 'send unsigned']);
    expect(receipt).toEqual({ quote: built[0]!.quote, signature: 'sig', received: '90612' });
  });

  it('Given a server that does not say what arrived, When the swap lands, Then the receipt says so (null) instead of passing the minimum off as received', async () => {
    const receipt = await executeSwap({
      quote: routedQuote,
      amount: '1',
      payer: 'p',
      build: async () => ({ tx: 't', quote: routedQuote }),
      send: async () => ({ ok: true, signature: 'sig' }),
    });
    expect(receipt.received).toBeNull();
  });

  it('Given a transaction the chain refuses, When the user swaps, Then it throws with the chain’s words', async () => {
    await expect(
      executeSwap({
        quote: routedQuote,
        amount: '1',
        payer: 'p',
        build: async () => ({ tx: 't', quote: routedQuote }),
        send: async () => ({ ok: false, message: 'The swap would pay less than your minimum received' }),
      }),
    ).rejects.toThrow('less than your minimum received');
  });
});

describe('swapBlocker and isSwapAmount', () => {
  const ready = {
    hasTo: true,
    noPool: false,
    notStarted: false,
    amount: '1',
    amountValid: true,
    quote: routedQuote,
    quoting: false,
    quoteError: null,
  };

  it('Given each missing piece in turn, When the panel asks why Swap cannot run, Then it names the first one a user meets', () => {
    expect(swapBlocker(ready)).toBeNull();
    expect(swapBlocker({ ...ready, hasTo: false })).toBe(TEXTS.whyPickTokens);
    expect(swapBlocker({ ...ready, noPool: true })).toBe(TEXTS.whyNoPool);
    expect(swapBlocker({ ...ready, notStarted: true })).toBe(TEXTS.whyPoolNotOpen);
    expect(swapBlocker({ ...ready, amount: ' ', amountValid: false })).toBe(TEXTS.whyEnterAmount);
    expect(swapBlocker({ ...ready, amount: '1,5', amountValid: false })).toBe(TEXTS.whyFixAmount);
    expect(swapBlocker({ ...ready, quote: null })).toBe(TEXTS.whyNoQuote);
    // A quote on its way, or a refusal shown under the amount, is not "waiting for a price".
    expect(swapBlocker({ ...ready, quote: null, quoting: true })).toBeNull();
  });

  it('Given amounts as typed, When they are checked against the token decimals, Then only positive amounts the token can hold are quoted', () => {
    expect(isSwapAmount('1.5', 9)).toBe(true);
    expect(isSwapAmount('0', 9)).toBe(false);
    expect(isSwapAmount('', 9)).toBe(false);
    expect(isSwapAmount('1,5', 9)).toBe(false);
    expect(isSwapAmount('0.0001', 3)).toBe(false);
  });
});
