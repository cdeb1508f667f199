import { Loader2 } from 'lucide-react';
import { abbreviateNumber, formatAmount } from '@toolkit/shared';
import type { TokenInfoState } from '../use-token-info.ts';

/** What the chain says about the mint being edited: name, supply, and who holds which authority. */
export function TokenSummary({ state }: { state: TokenInfoState }) {
  if (state.status === 'idle') return null;
  if (state.status === 'loading') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" aria-busy="true">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Reading the token…
      </p>
    );
  }
  if (state.status === 'error')
    return (
      <p role="alert" className="text-sm text-danger">
        {state.message}
      </p>
    );
  const { info } = state;
  const who = (a: string | null) => (a ? `${a.slice(0, 4)}...${a.slice(-4)}` : 'Revoked');
  return (
    <dl aria-label="Token on chain" className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl border border-line bg-bg/40 p-4 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-muted">Token</dt>
        <dd className="font-medium">
          {info.name} {info.symbol && <span className="text-muted">({info.symbol})</span>}
        </dd>
      </div>
      <div>
        <dt className="text-muted">Supply</dt>
        <dd className="tabular">{abbreviateNumber(Number(formatAmount(BigInt(info.supply), info.decimals)))}</dd>
      </div>
      <div>
        <dt className="text-muted">Decimals</dt>
        <dd className="tabular">{info.decimals}</dd>
      </div>
      <div>
        <dt className="text-muted">Mint authority</dt>
        <dd className="font-mono text-xs">{who(info.mintAuthority)}</dd>
      </div>
      <div>
        <dt className="text-muted">Freeze authority</dt>
        <dd className="font-mono text-xs">{who(info.freezeAuthority)}</dd>
      </div>
      <div>
        <dt className="text-muted">Update authority</dt>
        <dd className="font-mono text-xs">{info.program === 'spl-token' ? 'No metadata' : who(info.updateAuthority)}</dd>
      </div>
    </dl>
  );
}
