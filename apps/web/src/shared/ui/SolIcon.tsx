/** SOL's own mark (three slanted bars in Solana's purple-to-green), drawn here: nothing loads from elsewhere. */
import { useId } from 'react';
import { cn } from './cn.ts';

export function SolIcon({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('shrink-0 rounded-full', className)}>
      <defs>
        <linearGradient id={gradient} x1="6" y1="26" x2="26" y2="6" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#9945ff" />
          <stop offset="1" stopColor="#14f195" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="16" fill="#000" />
      <g fill={`url(#${gradient})`}>
        <path d="M10.2 20.3a.6.6 0 0 1 .43-.18h12.9a.3.3 0 0 1 .21.52l-2.55 2.55a.6.6 0 0 1-.43.18H7.86a.3.3 0 0 1-.21-.52z" />
        <path d="M10.2 8.81a.62.62 0 0 1 .43-.18h12.9a.3.3 0 0 1 .21.52l-2.55 2.55a.6.6 0 0 1-.43.18H7.86a.3.3 0 0 1-.21-.52z" />
        <path d="M21.8 14.51a.6.6 0 0 0-.43-.18H8.47a.3.3 0 0 0-.21.52l2.55 2.55a.6.6 0 0 0 .43.18h12.9a.3.3 0 0 0 .21-.52z" />
      </g>
    </svg>
  );
}
