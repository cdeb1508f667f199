import { describe, expect, it } from 'vitest';
import type { WalletBalance } from '@toolkit/shared';
import { balancesActions, balancesReducer, initialBalancesState } from './balances-slice.ts';
import { balanceCache } from './balance-cache.ts';

const wallet = (address: string, index: number, sol: string): WalletBalance => ({
  address,
  index,
  tokens: [
    {
      tokenInfo: { mint: 'So11111111111111111111111111111111111111112', symbol: 'SOL', name: 'Solana', uri: '' },
      balance: sol,
      amount: '0',
      decimals: 9,
    },
  ],
});

describe('wallet balance state (spec 4)', () => {
  it('Given stored balances, when range and specific results arrive, then matches are replaced in place, new wallets appended, and the admin wallet replaced only when returned', () => {
    // Given balances of wallets 1 and 2 and an admin wallet
    let state = balancesReducer(
      initialBalancesState,
      balancesActions.loaded({ adminWallet: wallet('A', 0, '1'), otherWallets: [wallet('w1', 1, '0.1'), wallet('w2', 2, '0.2')] }),
    );
    // When a range answers wallet 2 (changed) and wallet 3 (new), without an admin wallet
    state = balancesReducer(state, balancesActions.merged({ adminWallet: null, otherWallets: [wallet('w2', 2, '0.5'), wallet('w3', 3, '0.3')] }));
    // Then wallet 2 is replaced in place, wallet 3 appended, the admin kept
    expect(state.otherWallets.map((w) => [w.address, w.tokens[0]!.balance])).toEqual([
      ['w1', '0.1'],
      ['w2', '0.5'],
      ['w3', '0.3'],
    ]);
    expect(state.adminWallet?.tokens[0]!.balance).toBe('1');
    // And a specific result with the admin wallet replaces it
    state = balancesReducer(state, balancesActions.merged({ adminWallet: wallet('A', 0, '2'), otherWallets: [] }));
    expect(state.adminWallet?.tokens[0]!.balance).toBe('2');
  });

  it('Given a request, when it fails and then the state is cleared, then it goes loading -> error -> empty', () => {
    let state = balancesReducer(initialBalancesState, balancesActions.requested());
    expect(state.loading).toBe(true);
    state = balancesReducer(state, balancesActions.failed('An error occurred'));
    expect(state).toMatchObject({ loading: false, error: 'An error occurred' });
    expect(balancesReducer(state, balancesActions.cleared())).toEqual(initialBalancesState);
  });

  it('Given balances cached for one wallet, when another wallet or a corrupt entry reads them, then nothing is shown; the owner reads them under walletBalance / userWalletBalance', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const cache = balanceCache(storage);
    cache.writeWallets('me', { adminWallet: null, otherWallets: [wallet('w1', 1, '1')] });
    cache.writeUserWallet('me', { address: 'me', tokens: [] });
    expect([...store.keys()].sort()).toEqual(['userWalletBalance', 'walletBalance']);
    expect(cache.readWallets('me')?.otherWallets).toHaveLength(1);
    expect(cache.readWallets('someone else')).toBeNull();
    store.set('walletBalance', '{not json');
    expect(cache.readWallets('me')).toBeNull();
  });
});
