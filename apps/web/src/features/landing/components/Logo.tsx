import { useId } from 'react';

/** The product mark (same drawing as the favicon) with its name. */
export function Logo({ className = '' }: { className?: string }) {
  const id = useId();
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <defs>
          <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#a78bfa" />
            <stop offset="1" stopColor="#14f195" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill="#10121a" stroke="#262a38" />
        <path d="M8 11h13l3-3H11zM8 17.5h13l3-3H11zM8 24h13l3-3H11z" fill={`url(#${id}-g)`} />
      </svg>
      <span className="text-lg font-semibold tracking-tight text-fg">Token Toolkit</span>
    </span>
  );
}
