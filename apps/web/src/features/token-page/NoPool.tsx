/** A token without a pool on this network: says so, and offers its authority a Create Pool link prefilled with the mint. */
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { TEXTS, type TokenDetails } from '@toolkit/shared';
import { createPoolPath } from '../../shared/routes.ts';
import { useWalletSession } from '../../shared/session/index.ts';

export function NoPool({ info }: { info: TokenDetails }) {
  const { walletAddress } = useWalletSession();
  const isAuthority = !!walletAddress && [info.mintAuthority, info.updateAuthority].includes(walletAddress);
  return (
    <section aria-label="No pool" className="flex flex-col items-start gap-3 rounded-2xl border border-warn/40 bg-warn/10 p-5">
      <p className="text-sm text-warn">{TEXTS.tradeNoPool}</p>
      {isAuthority && (
        <Link
          to={createPoolPath(info.mint)}
          className="inline-flex items-center gap-2 rounded-xl bg-accent px-4 py-2.5 text-sm font-semibold text-accent-fg hover:opacity-90"
        >
          <Plus className="size-4" aria-hidden /> {TEXTS.tradeCreatePool}
        </Link>
      )}
    </section>
  );
}
