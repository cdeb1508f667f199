/** What the token's metadata document tells about it: description, links, tokenomics, roadmap, team, and the chain's basics. */
import { Globe } from 'lucide-react';
import { type TokenDetails } from '@toolkit/shared';
import { AddressChip, DonutChart } from '../../shared/ui/index.ts';
import type { TokenDocument } from './token-document.ts';
import { imageUrl } from '../../shared/lib/image-url.ts';
import { PageSection } from './PageSection.tsx';

const safeUrl = (u: unknown): string | undefined => (typeof u === 'string' && /^https?:\/\//.test(u) ? u : undefined);

export function TokenAbout({ info, doc }: { info: TokenDetails; doc: TokenDocument }) {
  const socials = Object.entries(doc.socials ?? {}).filter(([, u]) => safeUrl(u));
  return (
    <>
      <PageSection id="info" title="Token information">
        {doc.description && <p className="mb-4 text-sm leading-relaxed text-fg/90">{doc.description}</p>}
        {doc.tags && doc.tags.length > 0 && (
          <ul className="mb-4 flex flex-wrap gap-2" aria-label="Tags">
            {doc.tags.map((t) => (
              <li key={t} className="rounded-full border border-accent/40 bg-accent/10 px-3 py-1 text-xs font-medium text-accent">
                {t}
              </li>
            ))}
          </ul>
        )}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted">Decimals</dt>
          <dd className="tabular">{info.decimals}</dd>
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
      </PageSection>

      {doc.tokenomics && doc.tokenomics.length > 0 && (
        <PageSection id="tokenomics" title="Tokenomics">
          <DonutChart entries={doc.tokenomics} />
        </PageSection>
      )}

      {doc.roadmap && doc.roadmap.length > 0 && (
        <PageSection id="roadmap" title="Roadmap">
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
        </PageSection>
      )}

      {doc.team && doc.team.length > 0 && (
        <PageSection id="team" title="Team">
          <ul className="grid gap-3 sm:grid-cols-2">
            {doc.team.map((m) => (
              <li key={m.id} className="flex items-center gap-3 rounded-xl border border-line bg-bg/40 p-3">
                {imageUrl(m.avatar) ? (
                  <img src={imageUrl(m.avatar)} alt={m.name} className="size-11 rounded-full object-cover" />
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
        </PageSection>
      )}
    </>
  );
}
