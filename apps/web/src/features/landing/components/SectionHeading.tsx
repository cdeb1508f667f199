import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'left' | 'center';
}

export function SectionHeading({ id, eyebrow, title, intro, align = 'left' }: SectionHeadingProps) {
  const centre = align === 'center' ? 'mx-auto text-center items-center' : '';
  return (
    <div className={`flex max-w-2xl flex-col ${centre}`}>
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-base leading-relaxed text-muted sm:text-lg">{intro}</p>}
    </div>
  );
}
