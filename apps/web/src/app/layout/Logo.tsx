import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes.ts';

export function Logo() {
  return (
    <Link to={ROUTES.landing} className="flex items-center gap-2 rounded-lg font-semibold tracking-tight" aria-label="Token Toolkit home">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#a48bff" />
            <stop offset="1" stopColor="#14f195" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill="#10121a" />
        <path d="M8 11h13l3-3H11zM8 17.5h13l3-3H11zM8 24h13l3-3H11z" fill="url(#logo-g)" />
      </svg>
      <span className="hidden text-lg sm:inline">Token Toolkit</span>
    </Link>
  );
}
