import { ChevronDown } from 'lucide-react';
import { FAQ } from '../content/copy.ts';
import { SectionHeading } from './SectionHeading.tsx';

export function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24 border-t border-line/70 bg-surface/30">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-24 lg:grid-cols-[1fr_1.4fr] lg:px-8">
        <SectionHeading id="faq-title" eyebrow="Help Center" title="FAQs" intro="Short answers to what people ask before their first token." />
        <div className="divide-y divide-line rounded-3xl border border-line bg-bg">
          {FAQ.map((entry) => (
            <details key={entry.question} id={entry.id} className="group scroll-mt-24 px-6 py-5 open:bg-surface/40">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg font-medium text-fg [&::-webkit-details-marker]:hidden">
                {entry.question}
                <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180" />
              </summary>
              <p className="mt-3 leading-relaxed text-muted">{entry.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
