import { ExternalLink, Globe, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { abbreviateNumber, formatAmount, shortenAddress } from '@toolkit/shared';
import { messageOf } from '../../shared/api/index.ts';
import { useExplorerLink } from '../../shared/session/index.ts';
import { AddressChip, CopyButton, DonutChart } from '../../shared/ui/index.ts';
import { useTokenInfoQuery } from '../tokens/index.ts';
import { RiskAnalysis } from './RiskAnalysis.tsx';

const NETWORKS: Record<string, string> = { local: 'Solana Local', devnet: 'Solana Devnet', mainnet: 'Solana Mainnet', custom: 'Solana (custom RPC)' };

interface Doc {
  description?: string;
  image?: string;
  cover?: string;
  video?: string;
  external_url?: string;
  socials?: Record<string, string>;
  creator?: { name?: string; site?: string };
  tags?: string[];
  tokenomics?: { title: string; percentage: number }[];
  roadmap?: { id: number; title: string; description?: string; percentage: number }[];
  team?: { id: number; name: string; jobTitle: string; avatar?: string; twitter?: string; telegram?: string; linkedin?: string }[];
}

const safeUrl = (u: unknown): string | undefined => (typeof u === 'string' && /^https?:\/\//.test(u) ? u : undefined);

/** The public page of any token (`/token/:mint`): what the chain and its metadata say, risks first. */
export function TokenPage() {
  const { mint = '' } = useParams();
  const query = useTokenInfoQuery(mint);
  const state = { info: query.currentData, error: query.isError ? messageOf(query.error, 'This token could not be read') : undefined };
  const explorerLink = useExplorerLink();
  useEffect(() => {
    if (state.info) document.title = `${state.info.name}${state.info.symbol ? ` (${state.info.symbol})` : ''} · Token Toolkit`;
  }, [state.info]);

  if (state.error) {
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-line bg-surface p-8 text-center">
        <h1 className="text-xl font-semibold">Token not found</h1>
        <p className="mt-2 text-sm text-muted">{state.error}</p>
      </div>
    );
  }
  if (!state.info) {
    return (
      <p className="flex items-center justify-center gap-2 py-20 text-muted" aria-busy="true">
        <Loader2 className="size-5 animate-spin" aria-hidden /> Reading the token…
      </p>
    );
  }
  const info = state.info;
  const doc = (info.metadata ?? {}) as Doc;
  const image = safeUrl(doc.image);
  const cover = safeUrl(doc.cover);
  const supply = formatAmount(BigInt(info.supply), info.decimals);
  const socials = Object.entries(doc.socials ?? {}).filter(([, u]) => safeUrl(u));

  return (
    <article className="mx-auto w-full max-w-[760px] overflow-hidden rounded-2xl border border-line bg-surface/90 shadow-xl">
      {cover ? (
        <img src={cover} alt={`${info.name} banner`} className="block h-36 w-full object-cover sm:h-44" />
      ) : (
        <div role="img" aria-label={`${info.name} banner`} className="h-36 w-full bg-[linear-gradient(135deg,#2a1d5c,#161a2e_60%,#0d3b33)] sm:h-44" />
      )}
      <div className="px-6 pb-8 sm:px-8">
        <div className="-mt-12">
          {image ? (
            <img src={image} alt={`${info.name} logo`} className="size-24 rounded-full border-4 border-surface bg-surface object-cover" />
          ) : (
            <div
              role="img"
              aria-label={`${info.name} logo`}
              className="flex size-24 items-center justify-center rounded-full border-4 border-surface bg-accent text-3xl font-bold text-accent-fg"
            >
              {(info.symbol || info.name).slice(0, 1).toUpperCase()}
            </div>
          )}
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold">{info.name}</h1>
            <p className="text-muted">
              {info.symbol && <span className="font-mono">{info.symbol}</span>}
              {info.symbol && ' · '}
              {NETWORKS[info.cluster] ?? info.cluster}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <a
              href={explorerLink({ kind: 'token', id: info.mint })}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-2 rounded-xl border border-line bg-surface-2 px-4 py-2.5 text-sm font-semibold hover:border-accent/60"
            >
              <ExternalLink className="size-4" aria-hidden /> View on explorer
            </a>
            <CopyButton value={info.mint} label="Copy token address" />
          </div>
        </div>
        {doc.description && <p className="mt-4 text-sm leading-relaxed text-fg/90">{doc.description}</p>}
        {doc.tags && doc.tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
            {doc.tags.map((t) => (
              <li key={t} className="rounded-full border border-accent/40 bg-accent/10 px-3 py-1 text-xs font-medium text-accent">
                {t}
              </li>
            ))}
          </ul>
        )}

        <RiskAnalysis risks={info.risks} columns={2} />

        <section aria-labelledby="info-heading" className="mt-8">
          <h2 id="info-heading" className="mb-3 text-lg font-semibold">
            Token information
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted">Supply</dt>
            <dd className="tabular" title={supply}>
              {abbreviateNumber(Number(supply))} {info.symbol}
            </dd>
            <dt className="text-muted">Decimals</dt>
            <dd className="tabular">{info.decimals}</dd>
            <dt className="text-muted">Holders</dt>
            <dd className="tabular">{info.holders}</dd>
            <dt className="text-muted">Standard</dt>
            <dd>{info.program === 'spl-token-2022' ? 'Token-2022' : 'SPL Token'}</dd>
            <dt className="text-muted">Mint</dt>
            <dd>
              <AddressChip address={info.mint} label="Copy mint address" />
            </dd>
            {doc.creator?.name && (
              <>
                <dt className="text-muted">Creator</dt>
                <dd>
                  {safeUrl(doc.creator.site) ? (
                    <a className="text-accent hover:underline" href={doc.creator.site} target="_blank" rel="noreferrer">
                      {doc.creator.name}
                    </a>
                  ) : (
                    doc.creator.name
                  )}
                </dd>
              </>
            )}
            {safeUrl(doc.video) && (
              <>
                <dt className="text-muted">Video</dt>
                <dd>
                  <a className="text-accent hover:underline" href={doc.video} target="_blank" rel="noreferrer">
                    Watch
                  </a>
                </dd>
              </>
            )}
          </dl>
          {socials.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Links">
              {socials.map(([name, url]) => (
                <li key={name}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1.5 rounded-lg border border-line bg-surface-2 px-3 py-1.5 text-xs font-medium capitalize hover:border-accent/60"
                  >
                    <Globe className="size-3.5" aria-hidden /> {name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        {doc.tokenomics && doc.tokenomics.length > 0 && (
          <section aria-labelledby="tokenomics-heading" className="mt-8">
            <h2 id="tokenomics-heading" className="mb-3 text-lg font-semibold">
              Tokenomics
            </h2>
            <DonutChart entries={doc.tokenomics} />
          </section>
        )}

        {doc.roadmap && doc.roadmap.length > 0 && (
          <section aria-labelledby="roadmap-heading" className="mt-8">
            <h2 id="roadmap-heading" className="mb-3 text-lg font-semibold">
              Roadmap
            </h2>
            <ol className="space-y-3">
              {doc.roadmap.map((s) => (
                <li key={s.id} className="rounded-xl border border-line bg-bg/40 p-4">
                  <div className="flex items-center justify-between text-sm">
                    <span className="font-medium">{s.title}</span>
                    <span className="tabular text-muted">{s.percentage}%</span>
                  </div>
                  <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-line">
                    <div className="h-full rounded-full bg-accent" style={{ width: `${Math.min(100, s.percentage)}%` }} />
                  </div>
                  {s.description && <p className="mt-2 text-xs text-muted">{s.description}</p>}
                </li>
              ))}
            </ol>
          </section>
        )}

        {doc.team && doc.team.length > 0 && (
          <section aria-labelledby="team-heading" className="mt-8">
            <h2 id="team-heading" className="mb-3 text-lg font-semibold">
              Team
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {doc.team.map((m) => (
                <li key={m.id} className="flex items-center gap-3 rounded-xl border border-line bg-bg/40 p-3">
                  {safeUrl(m.avatar) ? (
                    <img src={m.avatar} alt={m.name} className="size-11 rounded-full object-cover" />
                  ) : (
                    <span className="flex size-11 items-center justify-center rounded-full bg-line font-semibold">{m.name.slice(0, 1)}</span>
                  )}
                  <span>
                    <span className="block text-sm font-medium">{m.name}</span>
                    <span className="block text-xs text-muted">{m.jobTitle}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {info.largestHolders.length > 0 && (
          <section aria-labelledby="holders-heading" className="mt-8">
            <h2 id="holders-heading" className="mb-3 text-lg font-semibold">
              Largest holders
            </h2>
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-muted">
                  <th className="pb-2 font-normal">Holder</th>
                  <th className="pb-2 text-right font-normal">Share</th>
                </tr>
              </thead>
              <tbody>
                {info.largestHolders.slice(0, 10).map((h) => (
                  <tr key={h.address} className="border-t border-line">
                    <td className="py-2 font-mono text-xs" title={h.owner ?? h.address}>
                      {shortenAddress(h.owner ?? h.address)}
                    </td>
                    <td className="py-2 text-right tabular">{(h.share * 100).toFixed(2)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
    </article>
  );
}
