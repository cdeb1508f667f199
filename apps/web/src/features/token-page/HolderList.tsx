/**
 * The largest holders, each labelled when the market read model knows who it is (pool vault, LP
 * lock, vesting escrow, burn, creator, authority). A label of the token account itself wins over its owner's: an
 * LP lock account is owned by the pool authority, which is also the LP mint's authority.
 */
import type { HolderLabel, MarketView, TokenDetails } from '@toolkit/shared';
import { TEXTS } from '@toolkit/shared';
import { AddressLink } from '../../shared/ui/index.ts';
import { PageSection } from './PageSection.tsx';

const LABEL_TEXT: Record<HolderLabel, string> = {
  pool: TEXTS.holderLabelPool,
  'lp-lock': TEXTS.holderLabelLpLock,
  vesting: TEXTS.holderLabelVesting,
  burn: TEXTS.holderLabelBurn,
  creator: TEXTS.holderLabelCreator,
  authority: TEXTS.holderLabelAuthority,
};

export function HolderList({ info, labels }: { info: TokenDetails; labels: MarketView['labels'] }) {
  if (info.largestHolders.length === 0) return null;
  const labelsOf = (account: string, owner: string | null) => {
    const own = labels.filter((l) => l.address === account);
    return [...new Set((own.length > 0 ? own : labels.filter((l) => l.address === owner)).map((l) => l.label))];
  };
  return (
    <PageSection id="holders" title="Largest holders">
      <ol className="flex flex-col gap-1.5">
        {info.largestHolders.slice(0, 10).map((h, i) => {
          const who = h.owner ?? h.address;
          return (
            <li key={h.address} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line bg-bg/40 px-3 py-2 text-sm">
              <span className="tabular w-5 text-muted">{i + 1}</span>
              <AddressLink address={who} className="font-mono text-xs hover:text-accent" />
              {labelsOf(h.address, h.owner).map((l) => (
                <span key={l} className="rounded-full border border-accent/40 bg-accent/10 px-2 py-0.5 text-xs font-medium text-accent">
                  {LABEL_TEXT[l]}
                </span>
              ))}
              <span className="tabular ml-auto">{(h.share * 100).toFixed(2)}%</span>
            </li>
          );
        })}
      </ol>
    </PageSection>
  );
}
