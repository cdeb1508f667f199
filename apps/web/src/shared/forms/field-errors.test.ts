import { liquidityOperations } from '@toolkit/shared';
import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { callOperation, contractBaseQuery } from '../api/base-api.ts';
import { focusRef, showOnField } from './field-errors.ts';

/** What the API answers to a request it refuses, read by the app's one base query. */
async function refusal(body: unknown) {
  const fetch = (async () =>
    new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } })) as unknown as typeof globalThis.fetch;
  const api = { signal: new AbortController().signal } as Parameters<ReturnType<typeof contractBaseQuery>>[1];
  const r = await contractBaseQuery({ fetch, getToken: () => null })(
    callOperation(liquidityOperations.add, { body: { pool: 'p', baseAmount: '1' } }),
    api,
    {},
  );
  return r.error;
}

/** An Add Liquidity form whose amount input is set by value, with a stand-in for the input's focus. */
function addLiquidityForm() {
  const form = createFormControl<{ amount: string }>({ defaultValues: { amount: '' } });
  const input = { focused: false };
  focusRef(form.register, 'amount')({ focus: () => (input.focused = true) } as unknown as HTMLElement);
  return { form, input };
}

describe('a refusal shown on its field', () => {
  it('Given the server refuses baseAmount, when the form whose one amount stands for it shows the refusal, then the amount field carries the server message and has the focus', async () => {
    const failure = await refusal({
      success: false,
      code: 'POOL_AMOUNT_TOO_MANY_DECIMALS',
      message: 'This token has at most 6 decimals',
      field: 'baseAmount',
    });
    const { form, input } = addLiquidityForm();

    expect(showOnField(form.setError, failure, { baseAmount: 'amount', quoteAmount: 'amount' })).toBe(true);
    expect(form.getFieldState('amount').error?.message).toBe('This token has at most 6 decimals');
    expect(input.focused).toBe(true);
  });

  it('Given a refusal naming no field of the form, when the form tries to show it, then it says no and no field carries an error', async () => {
    const failure = await refusal({ success: false, code: 'POOL_NOT_FOUND', message: 'Pool not found' });
    const { form, input } = addLiquidityForm();

    expect(showOnField(form.setError, failure, { baseAmount: 'amount' })).toBe(false);
    expect(form.getFieldState('amount').error).toBeUndefined();
    expect(input.focused).toBe(false);
  });
});
