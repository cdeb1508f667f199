import { Link } from 'react-router';
import { FEATURES } from '../content/copy.ts';
import { SectionHeading } from './SectionHeading.tsx';

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-24 mx-auto max-w-7xl px-5 py-24 lg:px-8">
      <SectionHeading
        id="features-title"
        eyebrow="Features"
        title="Everything a token launch needs"
        intro="From the mint to the market, without writing a line of code."
      />
      <ol className="mt-14 grid gap-px overflow-hidden rounded-3xl border border-line bg-line sm:grid-cols-2">
        {FEATURES.map((feature, i) => (
          <li key={feature.title} className="flex flex-col gap-4 bg-bg p-8 transition-colors hover:bg-surface lg:p-10">
            <span className="landing-gradient-text font-mono text-4xl font-semibold tabular" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className="text-xl font-semibold tracking-tight text-fg">
              {feature.to ? (
                <Link to={feature.to} className="hover:underline">
                  {feature.title}
                </Link>
              ) : (
                feature.title
              )}
            </h3>
            <p className="leading-relaxed text-muted">{feature.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
