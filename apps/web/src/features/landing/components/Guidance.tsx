import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { DISPLAY, TEXTS } from '@toolkit/shared';
import { GUIDANCE_CARDS } from '../content/copy.ts';
import { GuidanceArt } from './GuidanceArt.tsx';
import { SectionHeading } from './SectionHeading.tsx';

const { width, height } = DISPLAY.guidanceCard;

export function Guidance() {
  return (
    <section id="guidance" aria-labelledby="guidance-title" className="scroll-mt-24 border-t border-line/70 bg-surface/30">
      <div className="mx-auto max-w-7xl px-5 py-24 lg:px-8">
        <SectionHeading
          id="guidance-title"
          eyebrow="Guidance"
          title="Step-by-step, from mint to market"
          intro="Three guides cover what most teams do first. Each opens the screen that does the job."
          align="center"
        />
        <ul className="mt-14 flex flex-wrap justify-center gap-6">
          {GUIDANCE_CARDS.map((card) => (
            <li key={card.title}>
              <article
                data-testid="guidance-card"
                style={{ width, height, maxWidth: '100%' }}
                className="group flex flex-col rounded-3xl border border-line bg-bg p-7 transition-colors hover:border-accent/50"
              >
                <div className="grid h-36 place-items-center rounded-2xl border border-line/70 bg-[radial-gradient(circle_at_50%_0%,rgba(164,139,255,0.16),transparent_70%)]">
                  <GuidanceArt art={card.art} />
                </div>
                <h3 className="mt-6 text-xl font-semibold tracking-tight text-fg">{card.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-muted">{card.description}</p>
                <ol className="mt-4 space-y-1.5 text-sm text-fg/85">
                  {card.steps.map((step, i) => (
                    <li key={step} className="flex gap-2.5">
                      <span className="font-mono text-xs leading-5 tabular text-accent" aria-hidden="true">
                        {i + 1}.
                      </span>
                      {step}
                    </li>
                  ))}
                </ol>
                <Link
                  to={card.to}
                  className="mt-auto inline-flex items-center gap-2 self-start rounded-lg text-sm font-semibold text-accent transition-colors hover:text-fg"
                >
                  {TEXTS.knowMore}
                  <span className="sr-only"> about {card.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
