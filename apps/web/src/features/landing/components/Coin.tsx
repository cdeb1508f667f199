import { useId } from 'react';

export type CoinFace = 'sol' | 'token' | 'pool' | 'spark';

const FACE_COLOURS: Record<CoinFace, [string, string]> = {
  sol: ['#a48bff', '#14f195'],
  token: ['#ffd27a', '#ff9f5a'],
  pool: ['#5ee7ff', '#6a7dff'],
  spark: ['#ff8bd8', '#a48bff'],
};

/** One of our own coins: a bevelled disc with a simple mark, drawn inline (no external images). */
export function Coin({ face, size }: { face: CoinFace; size: number }) {
  const id = useId();
  const [from, to] = FACE_COLOURS[face];
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      aria-hidden="true"
      className="block h-auto w-full drop-shadow-[0_12px_24px_rgba(0,0,0,0.55)]"
    >
      <defs>
        <linearGradient id={`${id}-rim`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <radialGradient id={`${id}-face`} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#262a38" />
          <stop offset="1" stopColor="#0b0d14" />
        </radialGradient>
      </defs>
      <circle cx="50" cy="50" r="48" fill={`url(#${id}-rim)`} />
      <circle cx="50" cy="50" r="40" fill={`url(#${id}-face)`} />
      <circle cx="50" cy="50" r="40" fill="none" stroke={`url(#${id}-rim)`} strokeOpacity="0.5" strokeWidth="1.5" strokeDasharray="2 4" />
      <g fill={`url(#${id}-rim)`}>
        {face === 'sol' && <path d="M30 37h32l8-8H38zM30 54h32l8-8H38zM30 71h32l8-8H38z" />}
        {face === 'token' && <path d="M50 27l20 11.5v23L50 73 30 61.5v-23z" fillOpacity="0.95" />}
        {face === 'pool' && (
          <>
            <circle cx="42" cy="50" r="15" fillOpacity="0.85" />
            <circle cx="58" cy="50" r="15" fillOpacity="0.55" />
          </>
        )}
        {face === 'spark' && <path d="M50 26l6 18 18 6-18 6-6 18-6-18-18-6 18-6z" />}
      </g>
      <ellipse cx="36" cy="24" rx="18" ry="7" fill="#fff" fillOpacity="0.12" transform="rotate(-28 36 24)" />
    </svg>
  );
}
