import { useRef, type CSSProperties } from 'react';
import { DISPLAY, TEXTS } from '@toolkit/shared';
import { useMarqueeDuration } from '../hooks/use-marquee-duration.ts';
import { Wordmark, WORDMARKS } from './Wordmark.tsx';

/**
 * The partner strip (spec 2) at speed 50 px/s: two identical rows in one track that moves by
 * half its width per loop, so the seam never shows. Pure CSS; pauses on hover/focus and under
 * reduced motion.
 */
export function PartnerMarquee() {
  const rowRef = useRef<HTMLUListElement>(null);
  const seconds = useMarqueeDuration(rowRef, DISPLAY.marqueeSpeed);
  const style = {
    '--marquee-duration': `${seconds.toFixed(2)}s`,
    // Until the row is measured there is no speed to keep, so nothing moves.
    animationName: seconds > 0 ? undefined : 'none',
  } as CSSProperties;

  const row = (hidden: boolean) =>
    WORDMARKS.map((name, i) => (
      <li key={name} className="px-8 sm:px-10" aria-hidden={hidden || undefined}>
        <Wordmark name={name} index={i} />
      </li>
    ));

  return (
    <section aria-labelledby="marquee-title" className="border-y border-line/70 bg-surface/40 py-14">
      <h2 id="marquee-title" className="px-5 text-center text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
        {TEXTS.marqueeHeadline}
      </h2>
      <p className="mx-auto mt-3 max-w-xl px-5 text-center text-muted">Built on open Solana infrastructure you already trust.</p>
      <div className="landing-marquee landing-marquee-mask mt-10 overflow-hidden">
        <div data-testid="partner-marquee" data-speed={DISPLAY.marqueeSpeed} className="landing-marquee-track flex w-max" style={style}>
          <ul ref={rowRef} className="flex shrink-0 items-center" aria-label="Infrastructure">
            {row(false)}
          </ul>
          <ul className="flex shrink-0 items-center" aria-hidden="true">
            {row(true)}
          </ul>
        </div>
      </div>
    </section>
  );
}
