/** The decorative floating-shapes background of the shell (spec 2). Hidden from assistive tech. */
const SHAPES = [
  { className: 'left-[6%] top-[18%] size-40', delay: '0s', duration: '14s', shape: 'ring' },
  { className: 'right-[8%] top-[10%] size-24', delay: '-3s', duration: '11s', shape: 'diamond' },
  { className: 'left-[42%] bottom-[6%] size-32', delay: '-6s', duration: '16s', shape: 'blob' },
  { className: 'right-[22%] bottom-[22%] size-16', delay: '-2s', duration: '9s', shape: 'ring' },
  { className: 'left-[20%] bottom-[30%] size-12', delay: '-8s', duration: '12s', shape: 'diamond' },
] as const;

export function FloatingShapes() {
  return (
    <div aria-hidden className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div className="absolute -left-40 -top-40 size-[520px] rounded-full bg-accent/10 blur-3xl" />
      <div className="absolute -bottom-48 -right-32 size-[560px] rounded-full bg-[#14f195]/5 blur-3xl" />
      {SHAPES.map((s, i) => (
        <svg
          key={i}
          viewBox="0 0 100 100"
          className={`absolute opacity-40 ${s.className}`}
          style={{ animation: `float-shape ${s.duration} ease-in-out ${s.delay} infinite` }}
        >
          {s.shape === 'ring' && <circle cx="50" cy="50" r="40" fill="none" stroke="var(--color-accent)" strokeOpacity="0.35" strokeWidth="3" />}
          {s.shape === 'diamond' && (
            <rect
              x="22"
              y="22"
              width="56"
              height="56"
              rx="10"
              transform="rotate(45 50 50)"
              fill="var(--color-accent)"
              fillOpacity="0.12"
              stroke="var(--color-accent)"
              strokeOpacity="0.3"
            />
          )}
          {s.shape === 'blob' && <path d="M50 8c20 0 40 14 40 38S72 92 48 92 8 74 10 50 30 8 50 8z" fill="var(--color-accent)" fillOpacity="0.08" />}
        </svg>
      ))}
    </div>
  );
}
