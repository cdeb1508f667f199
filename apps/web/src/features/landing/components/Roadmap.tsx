import { ROADMAP, type RoadmapStage } from '../content/copy.ts';
import { SectionHeading } from './SectionHeading.tsx';

const STATUS_STYLE: Record<RoadmapStage['status'], string> = {
  Live: 'border-[#14f195]/40 bg-[#14f195]/10 text-[#14f195]',
  Next: 'border-accent/40 bg-accent/10 text-accent',
  Planned: 'border-line bg-surface-2 text-muted',
};

export function Roadmap() {
  return (
    <section id="roadmap" aria-labelledby="roadmap-title" className="scroll-mt-24 border-t border-line/70 bg-surface/30">
      <div className="mx-auto max-w-7xl px-5 py-24 lg:px-8">
        <SectionHeading id="roadmap-title" eyebrow="Roadmap" title="What works today, and what comes next" />
        <ol className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {ROADMAP.map((stage, i) => (
            <li key={stage.stage} className="relative rounded-3xl border border-line bg-bg p-7">
              <div className="flex items-center justify-between">
                <span className="font-mono text-sm tabular text-muted" aria-hidden="true">
                  Phase {i + 1}
                </span>
                <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[stage.status]}`}>{stage.status}</span>
              </div>
              <h3 className="mt-4 text-xl font-semibold tracking-tight text-fg">{stage.stage}</h3>
              <ul className="mt-4 space-y-2 text-sm leading-relaxed text-muted">
                {stage.items.map((item) => (
                  <li key={item} className="flex gap-2.5">
                    <span className="mt-2 size-1.5 shrink-0 rounded-full bg-accent/70" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
